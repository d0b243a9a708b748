import { createServer, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { freePort } from '../server/helpers/process';

/**
 * A proxy in front of the app that holds one path's answers for `delay` ms (0 at first), as a slow
 * mobile network may hold the user check. Done outside the browser: Playwright's request routing would hold every
 * request of the page on its way through the driver, and the figure would measure the routing.
 * WebSocket upgrades pass through as raw sockets.
 */
export async function slowPathProxy(target: string, slowPath: string) {
  const { hostname, port } = new URL(target);
  let delay = 0;
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        { hostname, port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (incoming.url?.split('?')[0] === slowPath) setTimeout(forward, delay);
    else forward();
  });
  const sockets = new Set<Socket>();
  server.on('upgrade', (incoming, client: Socket, head) => {
    const upstream = connect(Number(port), hostname, () => {
      const headers = Object.entries(incoming.headers).map(([name, value]) => `${name}: ${value}`);
      upstream.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
  });
  const listenPort = await freePort();
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${listenPort}`,
    setDelay(ms: number) {
      delay = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
