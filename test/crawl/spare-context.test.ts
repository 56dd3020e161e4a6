/**
 * The spare context (spare-context.ts, issue 9 §3): from a pool's second job on, the next context
 * and its blank page are ready before they are asked for, and a capture runs on that page —
 * routing, the mutation clock and injected CSS applied — without opening another.
 * Real Chromium, fixture sites routed in the crawler.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserPool, type BrowserContext } from '../../src/crawl/browser.js';
import { capturePage } from '../../src/crawl/capture.js';
import { withSpareContext } from '../../src/crawl/spare-context.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'brand-design-spare-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('withSpareContext', () => {
  it('hands out a ready context with its blank page from the second job on, and captures on that page', async () => {
    const pool = withSpareContext(createBrowserPool({ maxContexts: 1 }));
    try {
      const first = await pool.acquire();
      expect(first.context.pages()).toHaveLength(0); // the first job pays for its own page
      await first.release();
      const second = await pool.acquire();
      expect(second.context.pages()).toHaveLength(0); // one job served: no spare made yet
      await second.release();

      const third = await pool.acquire();
      const ready = third.context.pages();
      expect(ready).toHaveLength(1);
      expect(ready[0]!.url()).toBe('about:blank');
      const opened: unknown[] = [];
      third.context.on('page', (page) => opened.push(page));
      const capture = await capturePage(third.context as BrowserContext, 'https://studio.brand-design.test/', {}, {
        outDir: join(dir, 'third'),
        injectCss: 'h1 { color: rgb(1, 2, 3) !important; }',
      });
      // The capture used the spare page: no other page was opened in the context.
      expect(opened).toHaveLength(0);
      expect(third.context.pages()).toEqual(ready);
      // Routing (fixture origin) and init scripts (injected CSS) applied to the pre-opened page.
      expect(capture.final_url).toBe('https://studio.brand-design.test/');
      const h1 = capture.nodes.find((node) => node.tag === 'h1');
      expect(h1?.style['color']).toBe('rgb(1, 2, 3)');
      expect(capture.warnings.map((w) => w.code)).not.toContain('not_settled');
      // Releasing returns at once (the job goes on to analyze while the context closes); close() waits for it.
      let closed = false;
      third.context.on('close', () => void (closed = true));
      await third.release();
      expect(closed).toBe(false);
      await pool.close();
      expect(closed).toBe(true);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('with a free slot, the next spare is made while the current job still holds its context', async () => {
    // Made only after the release, the spare's page was still opening when the next job asked.
    const pool = withSpareContext(createBrowserPool({ maxContexts: 2 }));
    try {
      const first = await pool.acquire();
      const firstClosed = new Promise((resolve) => first.context.once('close', resolve));
      await first.release();
      await firstClosed;
      // Its release has finished (its slot is free again), and no spare was due yet: one job served.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const second = await pool.acquire(); // held: this job is capturing
      const browser = second.context.browser()!;
      const spareReady = (): boolean => browser.contexts().some((context) => context !== second.context && context.pages().length === 1);
      for (let waited = 0; !spareReady() && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(spareReady()).toBe(true);
      await second.release();
      const third = await pool.acquire();
      expect(third.context.pages().map((page) => page.url())).toEqual(['about:blank']);
      await third.release();
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('a spare whose browser is gone is replaced, and close() leaves no context behind', async () => {
    const pool = withSpareContext(createBrowserPool({ maxContexts: 2 }));
    try {
      for (let i = 0; i < 2; i += 1) await (await pool.acquire()).release();
      const pid = pool.browserPid();
      expect(pid).not.toBeNull();
      // Kill the browser under the spare: the next acquire must relaunch and still hand out a working context.
      process.kill(pid!, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const lease = await pool.acquire();
      expect(lease.context.browser()?.isConnected()).toBe(true);
      expect(pool.browserPid()).not.toBe(pid);
      await lease.release();
    } finally {
      await pool.close();
    }
  }, 60_000);
});
