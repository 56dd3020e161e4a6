/**
 * The early launch (issue 9 §3, cold `extract`): Chromium started before any pool exists is
 * adopted by the first pool that launches with the same executable and flags, and closed by
 * `discardEarlyLaunch` when no pool took it — never two browsers, never one left running.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserPool, discardEarlyLaunch, launchEarly } from '../../src/crawl/browser.js';
import { descendants } from '../../src/crawl/processes.js';

/** Chromium browser processes (not helpers) that are children of this test process. */
function chromiumChildren(): number[] {
  return descendants(process.pid).filter((pid) => {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return /chrom/i.test(cmdline) && !cmdline.includes('--type=');
    } catch {
      return false; // exited while we looked
    }
  });
}

afterEach(async () => {
  await discardEarlyLaunch();
});

describe('launchEarly', () => {
  it('starts Chromium at once; the next pool adopts it instead of launching another', async () => {
    const { ready } = await launchEarly();
    await ready;
    const [early] = chromiumChildren();
    expect(early).toEqual(expect.any(Number));

    const pool = createBrowserPool({ maxContexts: 1 });
    try {
      const lease = await pool.acquire();
      expect(pool.browserPid()).toBe(early);
      expect(chromiumChildren()).toEqual([early]);
      await lease.release();
    } finally {
      await pool.close();
    }
    expect(chromiumChildren()).toEqual([]);
    await discardEarlyLaunch(); // nothing left to discard: a no-op
  }, 60_000);

  it('is not adopted by a pool launching with other flags, and discardEarlyLaunch closes it', async () => {
    const { ready } = await launchEarly();
    await ready;
    const [early] = chromiumChildren();
    const pool = createBrowserPool({ maxContexts: 1, args: ['--lang=de-DE'] });
    try {
      const lease = await pool.acquire();
      expect(pool.browserPid()).not.toBe(early);
      await lease.release();
    } finally {
      await pool.close();
    }
    expect(chromiumChildren()).toEqual([early]);
    await discardEarlyLaunch();
    expect(chromiumChildren()).toEqual([]);
  }, 60_000);

  it('throws BROWSER_NOT_FOUND before launching anything when there is no executable', async () => {
    await expect(launchEarly({ executablePath: '/nonexistent/chromium' })).rejects.toMatchObject({ code: 'BROWSER_NOT_FOUND' });
    expect(chromiumChildren()).toEqual([]);
  });

  it('reports a browser that does not start as BROWSER_LAUNCH_FAILED, and a pool then launches its own', async () => {
    const { ready } = await launchEarly({ executablePath: '/bin/false' });
    await expect(ready).rejects.toMatchObject({ code: 'BROWSER_LAUNCH_FAILED', message: expect.stringContaining('/bin/false') });
    // The failed launch is not handed to the next pool.
    const pool = createBrowserPool({ maxContexts: 1 });
    try {
      const lease = await pool.acquire();
      expect(pool.browserPid()).toEqual(expect.any(Number));
      await lease.release();
    } finally {
      await pool.close();
    }
  }, 60_000);
});
