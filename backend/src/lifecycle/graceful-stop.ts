import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Drain } from './drain.js';

/**
 * A deploy's stop without a failed request: readiness answers 503 at once and every answer
 * carries `Connection: close` (so the proxy, checking readiness every second, moves new
 * requests to the other replicas and keeps no pooled connection here) while this process goes
 * on serving for `drainMs`; then long work still running (a feedback stream) is cut off with
 * its error event, the server stops accepting, in-flight requests finish and the app closes.
 */
export async function stopGracefully(app: NestFastifyApplication, drainMs: number, log: (message: string) => void = () => undefined): Promise<void> {
  const drain = app.get(Drain);
  drain.start();
  if (drainMs > 0) {
    log(`Draining for ${drainMs} ms: readiness answers 503, requests are still served`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  drain.cutOff();
  await app.close();
}

/** Marks every answer of a draining process `Connection: close` (Node then closes the socket after it). */
export function closeConnectionsWhileDraining(app: NestFastifyApplication): void {
  const drain = app.get(Drain);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (drain.isDraining) void reply.header('connection', 'close');
    return payload;
  });
}
