import getPort from 'get-port';

/**
 * A port nobody listens on right now (the OS picks it: listen on 0, read it back, close). For
 * servers that cannot listen on 0 themselves (PostgreSQL, a child API, a fake provider): start
 * them with it and, if they still lose the race for it, call again (see `isAddressInUse`).
 */
export const freePort = () => getPort({ host: '127.0.0.1' });

/** Whether a server's output or error says its port was taken meanwhile. */
export function isAddressInUse(text) {
  return /EADDRINUSE|Address already in use|could not bind|could not create any TCP\/IP sockets/i.test(text);
}
