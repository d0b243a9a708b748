import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { loadConfig, UnsafeSettings } from './config';

function settings() {
  try {
    return loadConfig();
  } catch (error) {
    // One line the operator can act on, not a stack.
    if (!(error instanceof UnsafeSettings)) throw error;
    console.error(`refusing to start in production: ${error.message}`);
    process.exit(1);
  }
}

const config = settings();
const server = await buildServer(config);
await server.app.listen({ port: config.port, host: config.host });
const { port } = server.app.server.address() as AddressInfo;
server.startPlatformPolling(`http://127.0.0.1:${port}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
