/**
 * Which store the CLI's commands open (README "Running on many machines"). With
 * `$BRAND_DESIGN_POSTGRES` set, every command (list, show, export, report, keys, history, judge,
 * extract, …) works on that shared Postgres store as a submit-and-read client (`work: false`): the
 * jobs it submits are run by `brand-design worker` processes, and results are read from the shared
 * artifact folder `$BRAND_DESIGN_ARTIFACTS` (default: the data dir). Unset, it is the local SQLite
 * store in the data dir, where the command runs its own jobs. Pure.
 */
import type { BrandDesignOptions } from '../api/runtime.js';

export type SharedStoreOptions = Pick<BrandDesignOptions, 'store' | 'artifacts' | 'work'>;

export function sharedStoreOptions(env: NodeJS.ProcessEnv = process.env): SharedStoreOptions {
  const postgres = env.BRAND_DESIGN_POSTGRES?.trim();
  if (!postgres) return {};
  const artifacts = env.BRAND_DESIGN_ARTIFACTS?.trim();
  return { store: { postgres }, work: false, ...(artifacts ? { artifacts: { dir: artifacts } } : {}) };
}
