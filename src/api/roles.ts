/**
 * Roles and what each may call. The spec leaves the role values and the 403 rules unshown
 * (§2.11, §5.3); our decision, documented in the README:
 *
 * - `admin`  — everything a member may do, and reads (get/list/result/download) across all users.
 * - `member` — creates and reads its own user's submissions, searches, judges, changes visibility of its own.
 * - `viewer` — read-only: me, get, list, result, download and history of its own user; no work that
 *              costs credits and no visibility changes (403 FORBIDDEN).
 *
 * The local owner (a client opened with no key, the "dashboard") is an admin.
 */
export const ROLES = ['admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export type Operation =
  | 'me'
  | 'submissions.create'
  | 'submissions.read'
  | 'submissions.setVisibility'
  | 'judge.create'
  | 'judge.read'
  | 'judge.setVisibility'
  | 'prompts.enhance'
  | 'search.query'
  | 'search.similar'
  | 'search.history'
  | 'credits.read';

const READ: Operation[] = ['me', 'submissions.read', 'judge.read', 'search.history', 'credits.read'];
const WRITE: Operation[] = ['submissions.create', 'submissions.setVisibility', 'judge.create', 'judge.setVisibility', 'prompts.enhance', 'search.query', 'search.similar'];

const ALLOWED: Readonly<Record<Role, ReadonlySet<Operation>>> = {
  admin: new Set<Operation>([...READ, ...WRITE]),
  member: new Set<Operation>([...READ, ...WRITE]),
  viewer: new Set<Operation>(READ),
};

export function roleAllows(role: Role, operation: Operation): boolean {
  return ALLOWED[role].has(operation);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
