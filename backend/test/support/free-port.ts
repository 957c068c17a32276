import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 the OS has just handed out (for a server a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
