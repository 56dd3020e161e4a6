/**
 * The Node lines the package supports (issue 14; README "Node versions"). better-sqlite3 13 is a
 * Node-API addon that requires Node >= 22: on Node 20 it crashes the process (SIGSEGV) instead of
 * failing, and better-sqlite3 12, which did run on 20, aborts Node 24 when a statement is garbage
 * collected. So the store checks the line before it loads the native module, and says what to do.
 */
import { BrandDesignError } from '../errors.js';

export const MIN_NODE_MAJOR = 22;

/** The reason `version` (a `process.versions.node` string) cannot run the store, or null. */
export function unsupportedNodeReason(version: string): string | null {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (Number.isInteger(major) && major >= MIN_NODE_MAJOR) return null;
  return `Node ${version} is not supported: brand-design needs Node ${MIN_NODE_MAJOR} or later (22 and 24 are tested). `
    + 'Install a current Node, or run `eval "$(bash scripts/node-from-npm.sh 24)"` from the repository';
}

/** @throws BrandDesignError UNSUPPORTED_NODE before anything native is loaded on an unsupported line. */
export function assertSupportedNode(version: string = process.versions.node): void {
  const reason = unsupportedNodeReason(version);
  if (reason) throw new BrandDesignError('UNSUPPORTED_NODE', reason);
}
