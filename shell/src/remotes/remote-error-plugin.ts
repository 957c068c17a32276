import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error.js';

/**
 * Federation runtime plugin: when loading a remote fails at any stage (manifest, entry script,
 * exposed module), loadRemote resolves to a stand-in module instead of rejecting deep inside
 * the runtime. The stand-in carries a RemoteUnavailableError naming the remote (`unavailable`),
 * which the shell's loader rethrows so its cache forgets the failure; rendered directly, the
 * stand-in throws it, so the error boundary for that remote shows the fallback with Retry.
 * Nothing is logged here: a failed background preload stays silent, and a failure the user
 * sees is logged by the boundary.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'speakwell-remote-unavailable',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Earlier stages (manifest fetch) end up here again as 'onLoad'; answer once, there.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      const unavailable = new RemoteUnavailableError(name, { cause: error });
      return {
        unavailable,
        default: function RemoteUnavailable(): never {
          throw unavailable;
        },
      };
    },
  };
}
