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

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An uploaded image as the editor inserts it; its size reserves the space before it loads. */
export function uploadedImageHtml(image: { uri: string; width: number; height: number }): string {
  return `<img src="${escapeAttribute(image.uri)}" alt="" width="${Math.round(image.width)}" height="${Math.round(image.height)}">`;
}

/** The files of a paste or drop that may be images (a device that names no type leaves it to the server). */
export const imageFilesOf = (files: Iterable<File>): File[] =>
  Array.from(files).filter((file) => file.type === '' || file.type.startsWith('image/'));
