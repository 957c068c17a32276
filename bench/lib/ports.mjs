import getPort from 'get-port';

/** A port nobody listens on right now, picked by the OS (get-port). */
export const freePort = () => getPort({ host: '127.0.0.1' });

/** Whether a start failed because another process took the picked port meanwhile. */
export function isAddressInUse(text) {
  return /EADDRINUSE|Address already in use|could not bind|could not create any TCP\/IP sockets/i.test(text);
}
