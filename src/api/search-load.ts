/**
 * The search module (api/search.ts, with its engine, corpus and embedder behind it) is loaded on
 * first use — by a client's search call, or by a runtime opened with search options — so a command
 * that never searches, a cold `brand-design extract` first of all, never loads it (issue 9 §3).
 */
import type * as SearchModule from './search.js';

let loaded: Promise<typeof SearchModule> | undefined;

/** The search module, loaded once per process. */
export function loadSearch(): Promise<typeof SearchModule> {
  return (loaded ??= import('./search.js'));
}

/** The search module when something loaded it; undefined when nothing did (no engine to close). */
export function searchIfLoaded(): Promise<typeof SearchModule> | undefined {
  return loaded;
}
