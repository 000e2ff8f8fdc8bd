import type { TReportFileType } from '@estadia/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FieldPicker, type TPickable } from './field-picker.tsx';

export const FILE_TYPE_LABELS: Record<TReportFileType, string> = { pdf: 'PDF', excel: 'Excel' };

/** Chooses the report's columns; opens with the visible ones checked. Remount it (key) to reset the choice. */
export function ExportDialog(props: {
  open: boolean;
  fileType: TReportFileType;
  columns: TPickable[];
  defaultKeys: string[];
  onClose(): void;
  onConfirm(fileType: TReportFileType, keys: string[]): void;
}) {
  const { fileType } = props;
  const [selected, setSelected] = useState(props.defaultKeys);
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="export-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="export-dialog-title">Exportar {FILE_TYPE_LABELS[fileType]}</DialogTitle>
      <DialogContent dividers>
        <FieldPicker label="Colunas" items={props.columns} selected={selected} onChange={setSelected} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button variant="contained" disabled={!selected.length} onClick={() => props.onConfirm(fileType, selected)}>
          Exportar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
