import { createServer } from 'node:net';

/** A port nobody listens on right now, picked by the OS (listen on 0, read it back, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a start failed because another process took the picked port meanwhile. */
export function isAddressInUse(text) {
  return /EADDRINUSE|Address already in use|could not bind|could not create any TCP\/IP sockets/i.test(text);
}
