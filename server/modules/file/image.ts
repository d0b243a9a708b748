import { decode as decodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { FILE_MESSAGES, type FileRule } from '../../../src/contract';
import { HttpError } from '../../lib/http-error';

type Sharp = ReturnType<typeof sharp>;

/** Larger images are refused before decoding: a small file can claim a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PreparedImage {
  bytes: Uint8Array;
  mimeType: string;
  width: number;
  height: number;
  thumbnail: Uint8Array | null;
}

const unreadable = () => new HttpError(400, FILE_MESSAGES.unreadable, 'file');

/** libvips reads no BMP: decode it here (after checking its claimed size) and store a PNG. */
function bmpToRaw(bytes: Uint8Array) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 26) throw unreadable();
  const width = Math.abs(view.readInt32LE(18));
  const height = Math.abs(view.readInt32LE(22));
  if (width === 0 || height === 0 || width * height > MAX_INPUT_PIXELS) throw unreadable();
  const image = decodeBmp(view, { toRGBA: true });
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
}

function open(bytes: Uint8Array, mimeType: string) {
  if (mimeType === 'image/bmp') return bmpToRaw(bytes);
  // Animated GIF and WebP keep every frame.
  return sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
}

/** The format written back: the same as the upload, except BMP (PNG: lossless and a tenth the size). */
function encode(image: Sharp, mimeType: string): Sharp {
  switch (mimeType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'image/webp':
      return image.webp({ quality: 85 });
    case 'image/gif':
      return image.gif();
    default:
      return image.png();
  }
}

/**
 * Scales an image down to the rule's width (never up), turns it upright by its EXIF orientation
 * and drops its metadata (camera, place), and makes the square thumbnail the rule asks for.
 */
export async function prepareImage(
  bytes: Uint8Array,
  mimeType: string,
  rule: FileRule,
): Promise<PreparedImage> {
  try {
    const storedType = mimeType === 'image/bmp' ? 'image/png' : mimeType;
    const resized = encode(
      open(bytes, mimeType).autoOrient().resize({ width: rule.maxWidth, withoutEnlargement: true }),
      storedType,
    );
    const { data, info } = await resized.toBuffer({ resolveWithObject: true });
    const thumbnail = rule.thumbnailSize
      ? await encode(
          sharp(data, { pages: 1 }).resize({
            width: rule.thumbnailSize,
            height: rule.thumbnailSize,
            fit: 'cover',
          }),
          storedType,
        ).toBuffer()
      : null;
    return {
      bytes: new Uint8Array(data),
      mimeType: storedType,
      width: info.width,
      // An animated image's info height is every frame stacked.
      height: info.pageHeight ?? info.height,
      thumbnail: thumbnail ? new Uint8Array(thumbnail) : null,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
}
