import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyResponseOnceAsked } from './early-responses.js';
import { remoteLoadTimeoutMs } from './remote-load-timeout.js';
import { incompatibleSingleton, RemoteUnavailableError } from './remote-unavailable-error.js';

/**
 * Federation runtime plugin: when loading a remote fails at any stage (manifest, entry script,
 * exposed module), loadRemote resolves to a stand-in module instead of rejecting deep inside
 * the runtime. The stand-in carries a RemoteUnavailableError naming the remote (`unavailable`),
 * or an IncompatibleRemoteError when the remote needs a newer shared singleton than this page
 * has; the shell's loader rethrows it so its cache forgets the failure; rendered directly, the
 * stand-in throws it, so the error boundary for that remote shows the fallback with Retry.
 * Manifests and entry scripts give up after the load timeout (a host that never answers).
 * The opened page's manifest may already have been fetched by start.ts (taken once, waiting for
 * start.ts to have asked for it when it is still reading /remotes.json).
 * Nothing is logged here: a failed background preload stays silent, and a failure the user
 * sees is logged by the boundary.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'speakwell-remote-unavailable',
    async fetch(url, init) {
      return (await takeEarlyResponseOnceAsked(url, remoteLoadTimeoutMs())) ?? fetch(url, { ...init, signal: AbortSignal.timeout(remoteLoadTimeoutMs()) });
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {}))
        if (typeof value === 'string' || typeof value === 'boolean') script.setAttribute(name, String(value));
      return { script, timeout: remoteLoadTimeoutMs() };
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Earlier stages (manifest fetch) end up here again as 'onLoad'; answer once, there.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      const unavailable = incompatibleSingleton(name, error) ?? new RemoteUnavailableError(name, { cause: error });
      return {
        unavailable,
        default: function RemoteUnavailable(): never {
          throw unavailable;
        },
      };
    },
  };
}
