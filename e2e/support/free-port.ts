import { createServer, type AddressInfo } from 'node:net';

/** A port the OS hands out now (listen on 0, then free it) for a server started by a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
