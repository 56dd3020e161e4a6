/**
 * Who may search (spec §5.3 leaves the 403 rules unshown; our decision, in the README with the
 * other roles): admins and members run searches and similarity lookups; every role, viewers
 * included, reads its own search history (it is free and read-only).
 *
 * Kept beside roles.ts so the search operations can be checked before they join its `Operation`
 * union; `authorizeSearch` authenticates exactly like `authorize` (401 first), then applies these.
 */
import { BrandDesignError } from '../errors.js';
import { authorize, type Caller, type RuntimeCore } from './core.js';
import type { Principal } from './keys.js';
import type { Role } from './roles.js';

export const SEARCH_OPERATIONS = ['search.query', 'search.similar', 'search.history'] as const;
export type SearchOperation = (typeof SEARCH_OPERATIONS)[number];

const ALLOWED: Readonly<Record<Role, ReadonlySet<SearchOperation>>> = {
  admin: new Set<SearchOperation>(SEARCH_OPERATIONS),
  member: new Set<SearchOperation>(SEARCH_OPERATIONS),
  viewer: new Set<SearchOperation>(['search.history']),
};

export function searchRoleAllows(role: Role, operation: SearchOperation): boolean {
  return ALLOWED[role].has(operation);
}

/** 401 for a missing/bad key (via `authorize` with an operation every role has), then 403 by role. */
export async function authorizeSearch(core: RuntimeCore, caller: Caller, operation: SearchOperation): Promise<Principal> {
  const principal = await authorize(core, caller, 'me');
  if (!searchRoleAllows(principal.role, operation)) {
    throw new BrandDesignError('FORBIDDEN', `A ${principal.role} key may not call ${operation}.`);
  }
  return principal;
}
