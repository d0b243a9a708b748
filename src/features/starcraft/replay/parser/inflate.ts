/**
 * zlib (RFC 1950) decompression of 1.18+ replays' chunks with the platform's own
 * DecompressionStream ('deflate' is the zlib-wrapped format): no library in the bundle.
 */
export async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A chunk is zlib data when it starts with a valid zlib header (deflate method, header check). */
export function looksLikeZlib(chunk: Uint8Array): boolean {
  return chunk.length > 4 && chunk[0] === 0x78 && ((0x78 << 8) | (chunk[1] as number)) % 31 === 0;
}
