/** Types the browser can redraw without losing anything the server keeps (a GIF's frames would be). */
const REDRAWN = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * SPEC section 5: an image wider than `maxWidth` is scaled down to it before sending, so a phone
 * photo goes up in a tenth of the time. Anything else, or a browser that cannot, sends the file
 * as it is; the server scales and checks it either way.
 */
export async function shrinkImage(file: File, maxWidth: number): Promise<File> {
  if (!REDRAWN.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    if (bitmap.width <= maxWidth) return file;
    const width = maxWidth;
    const height = Math.max(1, Math.round((bitmap.height * maxWidth) / bitmap.width));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.92));
    // A browser that cannot write the type answers PNG or nothing: then the original goes.
    if (!blob || blob.type !== file.type || blob.size >= file.size) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
