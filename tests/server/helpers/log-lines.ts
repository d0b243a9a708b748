import { symbols } from 'pino';
import type { TestServer } from './server';

/**
 * Every line the server logs from now on, as written (after the serializers): each request
 * logger is a child of the app's and writes to the same stream.
 */
export function captureLog(t: TestServer): string[] {
  const lines: string[] = [];
  const stream = (t.server.app.log as unknown as Record<symbol, { write(line: string): boolean }>)[
    symbols.streamSym
  ]!;
  const write = stream.write.bind(stream);
  stream.write = (line: string) => {
    lines.push(line);
    return write(line);
  };
  return lines;
}
