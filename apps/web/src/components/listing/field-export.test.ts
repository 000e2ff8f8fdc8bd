import { describe, expect, it } from 'vitest';
import { escapeHtml, messagingText, plainTextHtml, printHtml, selectedCountLabel } from './field-export.ts';

const fields = [
  { label: 'Nome', value: 'Ana <Souza>' },
  { label: 'Telefone', value: '(11) 98888-7777' },
  { label: 'E-mail', value: '' },
];

describe('messagingText', () => {
  it('writes a bold title and one *Label:* value line per field', () => {
    expect(messagingText('Hóspede: Ana', fields)).toBe(
      ['*Hóspede: Ana*', '', '*Nome:* Ana <Souza>', '*Telefone:* (11) 98888-7777', '*E-mail:* -'].join('\n'),
    );
  });
});

describe('printHtml', () => {
  it('lists the chosen fields escaped and prints once loaded', () => {
    const html = printHtml('Hóspede: Ana', fields);
    expect(html).toContain('<dt>Nome</dt><dd>Ana &lt;Souza&gt;</dd>');
    expect(html).toContain('<dt>E-mail</dt><dd>-</dd>');
    expect(html).toContain('window.print()');
    expect(html).not.toContain('<Souza>');
  });
});

describe('plainTextHtml', () => {
  it('puts the text in a pre, escaped', () => {
    expect(plainTextHtml('T', 'a < b')).toContain(
      '<pre style="white-space: pre-wrap; font: 14px/1.5 system-ui, sans-serif">a &lt; b</pre>',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('selectedCountLabel', () => {
  it('counts the chosen fields', () => {
    expect(selectedCountLabel(0)).toBe('0 selecionados');
    expect(selectedCountLabel(1)).toBe('1 selecionado');
    expect(selectedCountLabel(3)).toBe('3 selecionados');
  });
});
