// The routine events of an operator's day, under load through Caddy (deploy/Caddyfile): a
// SIGTERM and restart of each replica in turn (a rolling deploy), a Redis restart, and a new
// replica of the next release that applies a new migration while the old ones serve.
import { fileURLToPath } from 'node:url';
import { startCaddy } from './caddy.mjs';
import { runLearners } from './learners.mjs';
import { freePort, startRedis, startReplica, waitReady } from './processes.mjs';

const NEXT_RELEASE = fileURLToPath(new URL('./new-release.mjs', import.meta.url));
/** Learners arrive over the first 15 s (learners.mjs): the events start once they are all busy. */
const FIRST_EVENT_AT_MS = 15_000;

/**
 * Runs `learners` for `seconds` through Caddy in front of `replicas` (and the port the next
 * release will take) while the events happen one after the other. Returns what the learners
 * saw, the events with their times, and the processes now running (for the caller to stop).
 */
export async function eventsUnderLoad({ replicas, redis, replicaEnv, learners, seconds }) {
  const nextPort = await freePort();
  const caddy = await startCaddy([...replicas.map((replica) => replica.url), `http://127.0.0.1:${nextPort}`]);
  const running = { caddy, replicas: [...replicas], redis, load: /** @type {Awaited<ReturnType<typeof runLearners>> | undefined} */ (undefined) };
  const loadStart = Date.now();
  // At least `seconds`, and on past the last event by a few seconds however long the events
  // take on a busy machine, so every event happens under load.
  let eventsDone;
  const load = runLearners(caddy.url, learners, () => Date.now() < loadStart + seconds * 1000 || eventsDone === undefined || Date.now() < eventsDone + 5000);
  const events = [];
  const timed = async (what, work) => {
    const started = Date.now();
    await work();
    events.push({ what, startedAt: (started - loadStart) / 1000, seconds: (Date.now() - started) / 1000 });
  };
  let failed;
  try {
    await new Promise((resolve) => setTimeout(resolve, FIRST_EVENT_AT_MS));
    for (const [index, replica] of running.replicas.entries()) {
      await timed(`SIGTERM + restart of ${replica.name}`, async () => {
        const logFrom = running.caddy.output().length;
        await replica.stop();
        const restarted = await startReplica(replica.name, replicaEnv, { port: replica.port });
        running.replicas[index] = restarted;
        await waitReady(restarted);
        // As a rolling deploy does: the next replica stops only once the proxy has this one back
        // in rotation (its next readiness probe, up to a second later). Stopping it at once left
        // no replica in rotation for that moment: 17 POSTs answered 503 in one run.
        await backInRotation(running.caddy, restarted.port, logFrom);
      });
    }
    await timed('Redis restart', async () => {
      await running.redis.stop();
      running.redis = await startRedis(running.redis.port);
    });
    await timed('next release started, applying a new migration', async () => {
      const next = await startReplica('replica C (next release)', replicaEnv, { port: nextPort, entry: NEXT_RELEASE });
      running.replicas.push(next);
      await waitReady(next);
    });
  } catch (error) {
    failed = error;
  } finally {
    eventsDone = Date.now();
    running.load = await load;
  }
  if (failed) {
    // The caller only knows the processes it started: stop the ones started here (a restarted
    // replica, the new Redis, Caddy, the next release) so a failed run leaves nothing behind.
    await Promise.allSettled([running.caddy.stop(), ...running.replicas.map((replica) => replica.stop()), running.redis.stop()]);
    throw failed;
  }
  return {
    ...running,
    events,
    eventsEndedAt: Math.max(...events.map((event) => event.startedAt + event.seconds)),
    loadSeconds: (Date.now() - loadStart) / 1000,
  };
}

/** Resolves once Caddy's log (from `from` on) says the upstream on `port` is up again. */
async function backInRotation(caddy, port, from) {
  const deadline = Date.now() + 30_000;
  const upAgain = new RegExp(`"msg":"host is up".*"host":"127\\.0\\.0\\.1:${port}"`);
  while (!upAgain.test(caddy.output().slice(from))) {
    if (Date.now() > deadline) throw new Error(`Caddy did not put the replica on port ${port} back in rotation within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
