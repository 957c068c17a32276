import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from './remote-routes.js';
import { RemoteUnavailableError } from './remote-unavailable-error.js';
import { loadRemotesManifest } from './remotes-manifest.js';

interface RemoteModule {
  default: ComponentType;
}

// One lazy component per remote for the life of the page, so React never re-suspends on a
// remote it already has.
const remoteComponents = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

async function loadRemoteRoutes(name: RemoteName): Promise<RemoteModule> {
  const manifest = await loadRemotesManifest().catch((cause: unknown) => {
    throw new RemoteUnavailableError(name, { cause });
  });
  if (!manifest[name]) throw new RemoteUnavailableError(name, { cause: new Error('not listed in /remotes.json') });
  const module = await loadRemote<RemoteModule>(`${name}/Module`);
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(name, { cause: new Error('./Module has no default export') });
  return module;
}

/** The remote's exposed <Routes>, as a lazy component (cached). */
export function remoteRoutes(name: RemoteName): LazyExoticComponent<ComponentType> {
  let component = remoteComponents.get(name);
  if (!component) {
    component = lazy(() => loadRemoteRoutes(name));
    remoteComponents.set(name, component);
  }
  return component;
}

/** Drops a failed load so the next render tries again (the Retry button). */
export function forgetRemote(name: RemoteName): void {
  remoteComponents.delete(name);
}
