import { fileTypeFromBuffer } from 'file-type';
import { FILE_MESSAGES, isAllowedMime, type UploadKind } from '../../../src/contract';
import { HttpError } from '../../lib/http-error';

/** An animated PNG is a PNG to every browser and to the resizer. */
const SAME_AS: Record<string, string> = { 'image/apng': 'image/png' };

/**
 * The file's type from its bytes (magic numbers), checked against the SPEC section 5 list of
 * `kind`. The name and the declared type are never asked: a script named `cat.png` is refused.
 */
export async function sniffAllowedType(bytes: Uint8Array, kind: UploadKind): Promise<string> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found ? (SAME_AS[found.mime] ?? found.mime) : '';
  if (!isAllowedMime(mime, kind)) throw new HttpError(415, FILE_MESSAGES.notAllowed, 'file');
  return mime;
}
