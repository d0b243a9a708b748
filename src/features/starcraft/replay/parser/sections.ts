import { explode } from './explode';
import { inflate, looksLikeZlib } from './inflate';

/** Pre-1.18 (DCL-imploded chunks), 1.18-1.20 (zlib) and 1.21+ (zlib, "seRS" id, an offset after the id). */
export type ReplayFormat = 'legacy' | 'modern' | 'modern121';

export class ReplayFormatError extends Error {}

const LEGACY_CHUNK = 0x2000;

/** The replay's format from its first 30 bytes, or null when it is not a replay (also used by the server's upload check). */
export function detectReplayFormat(bytes: Uint8Array): ReplayFormat | null {
  if (bytes.length < 30) return null;
  const id = new TextDecoder('latin1').decode(bytes.subarray(12, 16));
  if (id === 'seRS') return 'modern121';
  if (id !== 'reRS') return null;
  return bytes[28] === 0x78 ? 'modern' : 'legacy';
}

/**
 * Reads a replay's sections in order. Each section is: checksum, chunk count, then chunks
 * (length + data); its data is the chunks' contents decompressed and joined.
 */
export class SectionReader {
  private pos = 0;
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    readonly format: ReplayFormat,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get remaining(): number {
    return this.bytes.length - this.pos;
  }

  int32(): number {
    if (this.remaining < 4) throw new ReplayFormatError('리플레이 파일이 중간에 끊겼습니다');
    const value = this.view.getInt32(this.pos, true);
    this.pos += 4;
    return value;
  }

  private take(length: number): Uint8Array {
    if (length < 0 || length > this.remaining)
      throw new ReplayFormatError('리플레이 파일이 중간에 끊겼습니다');
    const chunk = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return chunk;
  }

  /** A section of a known size, decompressed (1.18+ sizes are hints: the player names are longer). */
  async section(size: number): Promise<Uint8Array> {
    if (size === 0) return new Uint8Array(0);
    this.int32(); // checksum, not verified
    const count = this.int32();
    const parts: Uint8Array[] = [];
    let written = 0;
    for (let i = 0; i < count; i++) {
      const chunk = this.take(this.int32());
      const data = await this.decodeChunk(chunk, Math.min(size - written, LEGACY_CHUNK));
      parts.push(data);
      written += data.length;
    }
    if (this.format === 'legacy' && written !== size)
      throw new ReplayFormatError('구역 크기가 맞지 않습니다');
    if (parts.length === 1 && parts[0]) return parts[0];
    const out = new Uint8Array(written);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  /** A section whose size is stored in a 4-byte section before it. */
  async sizedSection(): Promise<Uint8Array> {
    const sizeData = await this.section(4);
    if (sizeData.length < 4) throw new ReplayFormatError('구역 크기를 읽지 못했습니다');
    return this.section(new DataView(sizeData.buffer, sizeData.byteOffset).getUint32(0, true));
  }

  /** Skips a size-prefixed section without decompressing it (the map, which the page does not draw). */
  async skipSizedSection(): Promise<void> {
    const sizeData = await this.section(4);
    if (new DataView(sizeData.buffer, sizeData.byteOffset).getUint32(0, true) === 0) return;
    this.int32();
    const count = this.int32();
    for (let i = 0; i < count; i++) this.take(this.int32());
  }

  private async decodeChunk(chunk: Uint8Array, expected: number): Promise<Uint8Array> {
    if (this.format === 'legacy') return chunk.length === expected ? chunk : explode(chunk, expected);
    if (!looksLikeZlib(chunk)) return chunk;
    // A raw chunk may start like a zlib header by chance; then it is taken as it is.
    return inflate(chunk).catch(() => chunk);
  }
}
