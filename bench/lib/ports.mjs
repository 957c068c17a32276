import { createServer } from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first port of [from, to] nobody listens on (the bench's ranges are reserved for it). */
export async function freePort(from, to, skip = []) {
  for (let port = from; port <= to; port += 1) {
    if (!skip.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}
