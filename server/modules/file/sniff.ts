import { fileTypeFromBuffer } from 'file-type';
import {
  FILE_MESSAGES,
  isAllowedMime,
  STARCRAFT_REPLAY_MIME_TYPE,
  type UploadKind,
} from '../../../src/contract';
import { HttpError } from '../../lib/http-error';

/** An animated PNG is a PNG to every browser and to the resizer. */
const SAME_AS: Record<string, string> = { 'image/apng': 'image/png' };

/**
 * Types `file-type` does not know, by their own magic. A StarCraft replay opens with its id
 * section: checksum, one chunk, of 4 bytes, "reRS" (up to 1.20) or "seRS" (1.21+).
 */
function ownType(bytes: Uint8Array): string | null {
  if (bytes.length < 30) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const id = Buffer.from(bytes.subarray(12, 16)).toString('latin1');
  if (view.getUint32(4, true) === 1 && view.getUint32(8, true) === 4 && (id === 'reRS' || id === 'seRS'))
    return STARCRAFT_REPLAY_MIME_TYPE;
  return null;
}

/**
 * The file's type from its bytes (magic numbers), checked against the SPEC section 5 list of
 * `kind`. The name and the declared type are never asked: a script named `cat.png` is refused.
 */
export async function sniffAllowedType(
  bytes: Uint8Array,
  kind: UploadKind,
  refusal: string = FILE_MESSAGES.notAllowed,
): Promise<string> {
  const found = ownType(bytes) ?? (await fileTypeFromBuffer(bytes))?.mime;
  const mime = found ? (SAME_AS[found] ?? found) : '';
  if (!isAllowedMime(mime, kind)) throw new HttpError(415, refusal, 'file');
  return mime;
}
