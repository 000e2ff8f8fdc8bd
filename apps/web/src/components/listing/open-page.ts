import { plainTextHtml } from './field-export.ts';

/** Writes a page into a new window; false when the browser blocked it. */
export function openPage(html: string) {
  const page = window.open('', '_blank');
  if (!page) return false;
  page.document.write(html);
  page.document.close();
  return true;
}

/**
 * Copies the text; when the clipboard refuses, the text opens in a new window to be copied by hand (spec §2.4).
 * 'blocked' when the browser refused the window too.
 */
export async function copyOrShow(title: string, text: string): Promise<'copied' | 'shown' | 'blocked'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return openPage(plainTextHtml(title, text)) ? 'shown' : 'blocked';
  }
}
