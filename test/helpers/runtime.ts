/**
 * Opens a runtime on a fresh temporary data dir; the caller closes it. In the Postgres pass
 * (BRAND_DESIGN_TEST_STORE=postgres) its state lives in a fresh Postgres database (test-store.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrandDesign, type BrandDesign, type BrandDesignOptions } from '../../src/index.js';
import { testStoreOptions } from './test-store.js';

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'brand-design-test-'));
}

export async function openTestRuntime(options: BrandDesignOptions = {}): Promise<BrandDesign & { cleanup(): Promise<void> }> {
  const dataDir = options.dataDir ?? tempDataDir();
  const runtime = await openBrandDesign({ concurrency: 2, ...(await testStoreOptions(dataDir)), ...options, dataDir });
  return Object.assign(runtime, {
    async cleanup() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** Captures the error thrown by `fn` (sync or async), failing the test if nothing is thrown. */
export async function thrown(fn: () => unknown): Promise<any> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}
