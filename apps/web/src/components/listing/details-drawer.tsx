import type { TListColumn } from '@estadia/shared';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useFeedback } from '../feedback/feedback-provider.tsx';
import { EMPTY_VALUE, messagingText, printHtml, type TExportField } from './field-export.ts';
import { FieldPicker } from './field-picker.tsx';
import { formatValue, type TRow } from './format-value.ts';
import { copyOrShow, openPage } from './open-page.ts';

function DetailsContent(props: {
  title: string;
  columns: TListColumn[];
  row: TRow;
  onClose(): void;
  children?: ReactNode;
}) {
  const { notify } = useFeedback();
  const fields = props.columns.map((column) => ({
    key: column.key,
    label: column.title,
    value: formatValue(column, props.row[column.key]),
  }));
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState(() => fields.map((field) => field.key));
  const chosen: TExportField[] = fields.filter((field) => selected.includes(field.key));

  const blocked = () => notify('Permita janelas pop-up neste site para continuar.', { severity: 'warning' });

  const print = () => {
    if (!openPage(printHtml(props.title, chosen))) blocked();
  };

  const copy = async () => {
    const outcome = await copyOrShow(props.title, messagingText(props.title, chosen));
    if (outcome === 'copied') notify('Texto copiado para a área de transferência!', { severity: 'success' });
    else if (outcome === 'blocked') blocked();
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <Typography id="details-drawer-title" variant="h6" component="h2" sx={{ flex: 1, wordBreak: 'break-word' }}>
          {props.title}
        </Typography>
        <IconButton aria-label="Fechar" onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="dl"
        sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', gap: '8px 16px' }}
      >
        {fields.map((field) => (
          <Box key={field.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
              {field.value || EMPTY_VALUE}
            </Typography>
          </Box>
        ))}
      </Box>
      {props.children && (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>{props.children}</Box>
        </>
      )}
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button
          variant="outlined"
          aria-expanded={exporting}
          aria-controls="details-export-fields"
          onClick={() => setExporting((open) => !open)}
        >
          Exportar campos
        </Button>
        <Collapse in={exporting} id="details-export-fields">
          <Box sx={{ pt: 2 }}>
            <FieldPicker
              label="Campos"
              items={fields.map(({ key, label }) => ({ key, label }))}
              selected={selected}
              onChange={setSelected}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 2 }}>
              <Button variant="contained" startIcon={<PrintIcon />} disabled={!chosen.length} onClick={print}>
                Imprimir PDF
              </Button>
              <Button variant="contained" startIcon={<ContentCopyIcon />} disabled={!chosen.length} onClick={copy}>
                Copiar texto
              </Button>
            </Box>
          </Box>
        </Collapse>
      </Box>
    </>
  );
}

/** Right-side drawer with every column of a row and the field export (spec §2.4). */
export function DetailsDrawer(props: {
  open: boolean;
  /** Kept after closing so the drawer slides out with its content. */
  row: TRow | null;
  title: string;
  columns: TListColumn[];
  onClose(): void;
  /** Resource-specific content after the fields. */
  children?: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'details-drawer-title',
          sx: { width: { xs: '100%', sm: 420 } },
        },
      }}
    >
      {props.row && (
        <DetailsContent
          key={String(props.row.id)}
          title={props.title}
          columns={props.columns}
          row={props.row}
          onClose={props.onClose}
        >
          {props.children}
        </DetailsContent>
      )}
    </Drawer>
  );
}
