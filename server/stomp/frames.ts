/**
 * STOMP 1.2 frames: parsing what clients send and serialising what the broker sends.
 * Pure functions over bytes (content-length counts octets, so strings would miscount Korean text).
 * https://stomp.github.io/stomp-specification-1.2.html#Augmented_BNF
 */

export interface StompFrame {
  command: string;
  /** First occurrence wins when a header repeats (STOMP 1.2). */
  headers: Record<string, string>;
  body: string;
}

/** A frame that breaks the grammar; the connection answers with ERROR and closes. */
export class StompFrameError extends Error {
  override readonly name = 'StompFrameError';
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** A heart-beat from the server: a lone end-of-line between frames. */
export const HEARTBEAT_EOL = Buffer.from('\n');

/** CONNECT and CONNECTED keep their header values raw, for 1.0 clients that never escaped (spec: Value Encoding). */
function escapesHeaders(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

const NEEDS_ESCAPE = /[\\\r\n:]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

export function escapeHeaderValue(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\r\n:]/g, (c) => ESCAPES[c] ?? c) : value;
}

export function unescapeHeaderValue(value: string): string {
  if (!value.includes('\\')) return value;
  return value.replace(/\\.?/gs, (seq) => {
    const plain = UNESCAPES[seq];
    // The spec makes undefined escape sequences a fatal protocol error.
    if (plain === undefined) throw new StompFrameError(`invalid header escape ${JSON.stringify(seq)}`);
    return plain;
  });
}

/** Adds content-length itself, so `frame.headers` must not carry one. */
export function serializeFrame(frame: StompFrame): Buffer {
  const escaped = escapesHeaders(frame.command);
  const body = Buffer.from(frame.body, 'utf8');
  let head = `${frame.command}\n`;
  for (const [name, value] of Object.entries(frame.headers)) {
    head += escaped ? `${escapeHeaderValue(name)}:${escapeHeaderValue(value)}\n` : `${name}:${value}\n`;
  }
  if (body.length > 0) head += `content-length:${body.length}\n`;
  return Buffer.concat([Buffer.from(`${head}\n`, 'utf8'), body, Buffer.from([NUL])]);
}

export interface ParsedFrames {
  frames: StompFrame[];
  /** Bytes of an incomplete frame, to prepend to the next chunk. */
  rest: Buffer;
}

/** Parses every complete frame in `input`; heart-beat EOLs between frames are skipped. */
export function parseFrames(input: Buffer): ParsedFrames {
  const frames: StompFrame[] = [];
  let pos = 0;
  for (;;) {
    pos = skipEols(input, pos);
    if (pos >= input.length) return { frames, rest: input.subarray(input.length) };
    const parsed = parseOneFrame(input, pos);
    if (parsed === null) return { frames, rest: input.subarray(pos) };
    frames.push(parsed.frame);
    pos = parsed.end;
  }
}

function skipEols(input: Buffer, from: number): number {
  let pos = from;
  for (;;) {
    if (input[pos] === LF) pos += 1;
    else if (input[pos] === CR && input[pos + 1] === LF) pos += 2;
    else return pos;
  }
}

/** Reads one line without its EOL; null when the line is not complete yet. */
function readLine(input: Buffer, from: number): { line: string; next: number } | null {
  const lf = input.indexOf(LF, from);
  if (lf === -1) return null;
  const end = lf > from && input[lf - 1] === CR ? lf - 1 : lf;
  return { line: input.toString('utf8', from, end), next: lf + 1 };
}

function parseOneFrame(input: Buffer, start: number): { frame: StompFrame; end: number } | null {
  const commandLine = readLine(input, start);
  if (commandLine === null) return null;
  const command = commandLine.line;
  const decode = escapesHeaders(command) ? unescapeHeaderValue : (raw: string) => raw;
  const headers: Record<string, string> = Object.create(null);
  let pos = commandLine.next;
  for (;;) {
    const headerLine = readLine(input, pos);
    if (headerLine === null) return null;
    pos = headerLine.next;
    if (headerLine.line === '') break;
    const colon = headerLine.line.indexOf(':');
    if (colon === -1) throw new StompFrameError(`header line without a colon: ${headerLine.line}`);
    const name = decode(headerLine.line.slice(0, colon));
    if (!(name in headers)) headers[name] = decode(headerLine.line.slice(colon + 1));
  }
  const bodyEnd = findBodyEnd(input, pos, headers['content-length']);
  if (bodyEnd === null) return null;
  return { frame: { command, headers, body: input.toString('utf8', pos, bodyEnd) }, end: bodyEnd + 1 };
}

/** Index of the NUL that ends the body; null while the body is still incomplete. */
function findBodyEnd(input: Buffer, bodyStart: number, contentLength: string | undefined): number | null {
  if (contentLength === undefined) {
    const nul = input.indexOf(NUL, bodyStart);
    return nul === -1 ? null : nul;
  }
  if (!/^\d+$/.test(contentLength)) throw new StompFrameError(`invalid content-length ${contentLength}`);
  const end = bodyStart + Number(contentLength);
  if (end >= input.length) return null;
  if (input[end] !== NUL) throw new StompFrameError('body longer than its content-length');
  return end;
}
