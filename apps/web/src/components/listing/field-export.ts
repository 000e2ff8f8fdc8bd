/** 'Exportar campos' of the details drawer (spec §2.4): messaging text and a print layout, as pure functions. */
export interface TExportField {
  label: string;
  value: string;
}

/** Shown for an empty value so that every chosen field keeps its line. */
export const EMPTY_VALUE = '-';

/** WhatsApp-style text: a bold title, then one '*Label:* value' line per field. */
export function messagingText(title: string, fields: readonly TExportField[]) {
  const lines = fields.map((field) => `*${field.label}:* ${field.value || EMPTY_VALUE}`);
  return [`*${title}*`, '', ...lines].join('\n');
}

/** The chooser's count ('3 selecionados'). */
export function selectedCountLabel(count: number) {
  return count === 1 ? '1 selecionado' : `${count} selecionados`;
}

export function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const PRINT_STYLE = `
  body { font-family: system-ui, sans-serif; margin: 32px; color: #111; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; word-break: break-word; }
`;

/** A printable page of the chosen fields; it opens the print dialog (save as PDF) once loaded. */
export function printHtml(title: string, fields: readonly TExportField[]) {
  const rows = fields
    .map((field) => `<dt>${escapeHtml(field.label)}</dt><dd>${escapeHtml(field.value || EMPTY_VALUE)}</dd>`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${PRINT_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1><dl>${rows}</dl>
<script>window.addEventListener('load', function () { window.print(); });</script></body></html>`;
}

/** The fallback page when the clipboard is refused: the text ready to be copied by hand. */
export function plainTextHtml(title: string, text: string) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><pre style="white-space: pre-wrap; font: 14px/1.5 system-ui, sans-serif">${escapeHtml(text)}</pre></body></html>`;
}
