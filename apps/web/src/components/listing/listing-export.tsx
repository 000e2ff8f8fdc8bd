import type { TReportFileType } from '@estadia/shared';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { api } from '../../app/api-client.ts';
import { useFeedback } from '../feedback/feedback-provider.tsx';
import { ExportDialog, FILE_TYPE_LABELS } from './export-dialog.tsx';
import type { TPickable } from './field-picker.tsx';
import { buildReportQuery, type TQueryValues } from './listing-state.ts';
import { saveBlob } from './save-blob.ts';

const FILE_TYPES: TReportFileType[] = ['pdf', 'excel'];

/** 'Exportar' → PDF / Excel → column choice → the report file of the current filters and order (§2.4, §7.1). */
export function ListingExport(props: {
  resource: string;
  listQuery: TQueryValues;
  columns: TPickable[];
  visibleKeys: string[];
}) {
  const { track, showError } = useFeedback();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The file type outlives the dialog's closing animation; `opened` remounts it with fresh defaults.
  const [dialog, setDialog] = useState({ open: false, fileType: 'pdf' as TReportFileType, opened: 0 });
  const close = () => setDialog((current) => ({ ...current, open: false }));

  const choose = (fileType: TReportFileType) => {
    setAnchor(null);
    setDialog((current) => ({ open: true, fileType, opened: current.opened + 1 }));
  };

  const download = async (type: TReportFileType, keys: string[]) => {
    close();
    try {
      const file = await track(
        api.download(`/${props.resource}/generateReportFile`, buildReportQuery(props.listQuery, type, keys)),
      );
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      showError(error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Exportar
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {FILE_TYPES.map((type) => (
          <MenuItem key={type} onClick={() => choose(type)}>
            {FILE_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </Menu>
      <ExportDialog
        key={dialog.opened}
        open={dialog.open}
        fileType={dialog.fileType}
        columns={props.columns}
        defaultKeys={props.visibleKeys}
        onClose={close}
        onConfirm={download}
      />
    </>
  );
}
