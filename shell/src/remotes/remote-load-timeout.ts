import { REMOTE_LOAD_TIMEOUT_DEFAULT_MS } from '@speakwell/contracts/values';

/** How long a remote's manifest and entry may take before the fallback shows (REMOTE_LOAD_TIMEOUT_MS). */
let loadTimeoutMs = REMOTE_LOAD_TIMEOUT_DEFAULT_MS;

export function remoteLoadTimeoutMs(): number {
  return loadTimeoutMs;
}

/** Set from /remotes.json's X-Remote-Load-Timeout-Ms header. */
export function setRemoteLoadTimeoutMs(ms: number): void {
  if (Number.isFinite(ms) && ms > 0) loadTimeoutMs = ms;
}
