/**
 * The early launch's first context (issue 9 §3, cold `extract`): the context and blank page the
 * first capture will use are opened while the program loads, and a pool takes them only when it
 * would have made the same context (viewport, color scheme); otherwise it makes its own and the
 * prepared one is closed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserPool, discardEarlyLaunch, launchEarly } from '../../src/crawl/browser.js';

afterEach(async () => {
  await discardEarlyLaunch();
});

describe('launchEarly: the first context', () => {
  it('a pool with the same context options gets the prepared context, its blank page already open', async () => {
    const viewport = { width: 1024, height: 700 };
    const { ready } = await launchEarly({ viewport, colorScheme: 'dark' });
    await ready;
    const pool = createBrowserPool({ maxContexts: 2, viewport, colorScheme: 'dark' });
    try {
      const first = await pool.acquire();
      const pages = first.context.pages();
      expect(pages.map((page) => page.url())).toEqual(['about:blank']);
      expect(pages[0]!.viewportSize()).toEqual(viewport);
      expect(await pages[0]!.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      // Handed over once: the next context is a new, empty one.
      const second = await pool.acquire();
      expect(second.context).not.toBe(first.context);
      expect(second.context.pages()).toEqual([]);
      await Promise.all([first.release(), second.release()]);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('a pool asking for another viewport makes its own context, and the prepared one is closed', async () => {
    const { ready } = await launchEarly({ viewport: { width: 800, height: 600 } });
    await ready;
    const pool = createBrowserPool({ maxContexts: 1 }); // the default 1440×900
    try {
      const lease = await pool.acquire();
      expect(lease.context.pages()).toEqual([]);
      const page = await lease.context.newPage();
      expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
      const browser = lease.context.browser()!;
      await expect.poll(() => browser.contexts().length, { timeout: 10_000 }).toBe(1);
      await lease.release();
    } finally {
      await pool.close();
    }
  }, 60_000);
});
