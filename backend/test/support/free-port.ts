import getPort from 'get-port';

/** A TCP port on 127.0.0.1 the OS has just handed out (for a server a test starts itself). */
export const freePort = (): Promise<number> => getPort({ host: '127.0.0.1' });
