import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from './remote-routes.js';
import { RemoteUnavailableError } from './remote-unavailable-error.js';
import { remoteLoadTimeoutMs } from './remote-load-timeout.js';
import { reportRemote } from './remote-reports.js';
import { loadRemotesManifest, onRemotesChanged } from './remotes-manifest.js';

export interface RemoteModule {
  default: ComponentType;
  /** Set on the error plugin's stand-in when the remote could not be loaded. */
  unavailable?: unknown;
}

// The loaded (or loading) ./Module of each remote, shared by the routes and the preloads, so a
// remote preloaded in the background renders on click without fetching anything.
const remoteModules = new Map<RemoteName, Promise<RemoteModule>>();
// The same once loaded, for a render that can show it at once.
const loadedModules = new Map<RemoteName, RemoteModule>();

/** Gives up on a remote whose host accepts the connection and never answers. */
function withTimeout<T>(name: RemoteName, loading: Promise<T>): Promise<T> {
  const ms = remoteLoadTimeoutMs();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(name, { cause: new Error(`no answer in ${ms / 1000} s`) })), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

async function fetchRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const manifest = await loadRemotesManifest().catch((cause: unknown) => {
    throw new RemoteUnavailableError(name, { cause });
  });
  if (!manifest[name]) throw new RemoteUnavailableError(name, { cause: new Error('not listed in /remotes.json') });
  try {
    const module = await withTimeout(name, loadRemote<RemoteModule>(`${name}/Module`));
    if (module?.unavailable instanceof Error) throw module.unavailable;
    if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(name, { cause: new Error('./Module has no default export') });
    reportRemote(name, 'load');
    return module;
  } catch (error) {
    reportRemote(name, 'load_failure');
    throw error;
  }
}

/** The remote's ./Module, loaded once; a failure is not remembered, so the next call tries again. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = remoteModules.get(name);
  if (!pending) {
    const loading = fetchRemoteModule(name);
    remoteModules.set(name, loading);
    loading.then(
      (module) => {
        if (remoteModules.get(name) === loading) loadedModules.set(name, module);
      },
      () => {
        if (remoteModules.get(name) === loading) remoteModules.delete(name);
      },
    );
    pending = loading;
  }
  return pending;
}

/** The remote's ./Module if it has loaded, else undefined. */
export function loadedRemoteModule(name: RemoteName): RemoteModule | undefined {
  return loadedModules.get(name);
}

/** Drops a failed load so the next render tries again from scratch (the Retry button). */
export function forgetRemote(name: RemoteName): void {
  remoteModules.delete(name);
  loadedModules.delete(name);
}

// A remote released (or rolled back) at another URL: the next render loads the new build.
const generations = new Map<string, number>();
const generationListeners = new Set<() => void>();
onRemotesChanged((names) => {
  for (const name of names) {
    remoteModules.delete(name as RemoteName);
    loadedModules.delete(name as RemoteName);
    generations.set(name, (generations.get(name) ?? 0) + 1);
  }
  for (const listener of generationListeners) listener();
});

/** Changes each time the remote's build is replaced by a release; for React keys. */
export function remoteGeneration(name: RemoteName): number {
  return generations.get(name) ?? 0;
}

export function subscribeRemoteGenerations(listener: () => void): () => void {
  generationListeners.add(listener);
  return () => generationListeners.delete(listener);
}
