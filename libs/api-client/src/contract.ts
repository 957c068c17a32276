import type { ZodType } from 'zod';

type Contracts = typeof import('@speakwell/contracts');

/** The names of the contracts' schemas (not of their plain values). */
export type ContractName = { [Name in keyof Contracts]: Contracts[Name] extends ZodType ? Name : never }[keyof Contracts];

/**
 * A response contract from @speakwell/contracts, loaded on first use: pass it as `loadSchema`,
 * and the contracts (with zod) load while the request runs, not with the screen. Browser code
 * imports no schema itself, so no first render waits for them.
 */
export function contract<Name extends ContractName>(name: Name): () => Promise<Contracts[Name]> {
  return () => import('@speakwell/contracts').then((contracts) => contracts[name]);
}
