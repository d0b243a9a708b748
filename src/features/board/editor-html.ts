/**
 * The editor's HTML as the form stores it: '' when nothing visible was written, so the
 * contract's "required" message shows for an editor holding only `<br>` or empty paragraphs.
 */
export function normalizeEditorHtml(html: string): string {
  const visibleText = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (visibleText === '' && !/<(img|video|iframe)\b/i.test(html)) return '';
  return html.trim();
}

/** Only web addresses go into links and images: no `javascript:` or `data:` from a prompt. */
export function webUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
