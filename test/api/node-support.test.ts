import { describe, expect, it } from 'vitest';
import { BrandDesignError } from '../../src/errors.js';
import { assertSupportedNode, unsupportedNodeReason } from '../../src/jobs/node-support.js';

// Issue 14: the floor is Node 22 (better-sqlite3 13 segfaults on 20; 12 aborts 24), and an older
// Node is told so before the native module can crash it.
describe('supported Node lines', () => {
  it('accepts 22 and 24 and later', () => {
    for (const version of ['22.0.0', '22.23.3', '24.21.0', '26.1.0']) expect(unsupportedNodeReason(version)).toBeNull();
  });
  it('refuses 20 and older with UNSUPPORTED_NODE naming the version and what to do', () => {
    for (const version of ['20.20.2', '18.19.0', 'garbage']) {
      let caught: unknown;
      try { assertSupportedNode(version); } catch (error) { caught = error; }
      expect(caught).toBeInstanceOf(BrandDesignError);
      expect(caught).toMatchObject({ code: 'UNSUPPORTED_NODE', status: 500 });
      expect((caught as Error).message).toContain(`Node ${version} is not supported`);
      expect((caught as Error).message).toContain('node-from-npm.sh 24');
    }
  });
  it('lets the running line through (the suite runs on every supported line)', () => {
    expect(() => assertSupportedNode()).not.toThrow();
  });
});
