import { createServer } from 'node:net';
import { StartRefusedError } from './start-refused.error.js';

/** Resolves when `port` on `host` can be listened on right now; rejects with a clear message when it is taken. */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartRefusedError(
          error.code === 'EADDRINUSE'
            ? `${what}: port ${port} on ${host} is already in use (another SpeakWell or another program?). Nothing was started.`
            : `${what}: cannot listen on ${host}:${port}: ${error.message}`,
        ),
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
