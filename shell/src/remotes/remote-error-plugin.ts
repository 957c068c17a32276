import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error.js';

/**
 * Federation runtime plugin: when loading a remote fails at any stage (manifest, entry script,
 * exposed module), loadRemote resolves to a stand-in module instead of rejecting deep inside
 * the runtime. The stand-in throws a RemoteUnavailableError naming the remote when it renders,
 * so the shell's error boundary for that remote shows the fallback with Retry.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'speakwell-remote-unavailable',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Earlier stages (manifest fetch) end up here again as 'onLoad'; answer once, there.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      console.warn(`[speakwell] remote "${name}" failed to load`, error);
      return {
        default: function RemoteUnavailable(): never {
          throw new RemoteUnavailableError(name, { cause: error });
        },
      };
    },
  };
}
