/**
 * Waits until `check` holds, asking again every `everyMs`: what a test waits on instead of a
 * fixed sleep (a replica rereading its settings, a reconnection, a lock taken by another
 * connection). Throws naming `what` once `timeoutMs` has passed.
 */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 15_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
