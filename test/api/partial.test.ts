import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotReadyError } from '../../src/index.js';
import { createCrawler } from '../../src/crawl/crawler.js';
import type { Crawler } from '../../src/crawl/types.js';
import { openTestRuntime, thrown } from '../helpers/runtime.js';

/**
 * The real crawler, with two gates the test opens: one before the capture returns (the job is
 * crawling, nothing checkpointed) and one on asset mirroring (sections checkpointed, job running).
 */
function gatedCrawler(): { crawler: Crawler; openCapture(): void; openMirror(): void } {
  const real = createCrawler();
  let openCapture!: () => void;
  let openMirror!: () => void;
  const captureGate = new Promise<void>((r) => (openCapture = r));
  const mirrorGate = new Promise<void>((r) => (openMirror = r));
  const crawler: Crawler = {
    capture: async (url, options) => {
      const capture = await real.capture(url, options);
      await captureGate;
      // Forget the saved bodies so that mirroring must fetch (through the second gate).
      return { ...capture, network: { ...capture.network, resources: capture.network.resources.map((r) => ({ ...r, saved_as: null })) } };
    },
    discover: (url, max, options) => real.discover(url, max, options),
    fetch: async (url, options) => {
      await mirrorGate;
      return real.fetch(url, options);
    },
    close: () => real.close(),
  };
  return { crawler, openCapture: () => openCapture(), openMirror: () => openMirror() };
}

describe('partial results while a job runs (spec §4.5)', () => {
  const gated = gatedCrawler();
  let runtime: Awaited<ReturnType<typeof openTestRuntime>>;
  beforeAll(async () => {
    runtime = await openTestRuntime({ crawler: gated.crawler });
  });
  afterAll(async () => {
    await runtime.cleanup();
    await gated.crawler.close();
  });

  it('answers 409 NOT_READY before the first checkpoint, then 200 partial, then complete', async () => {
    const s = runtime.client().submissions;
    // the favicon the profile names makes the mirror step fetch through the gate
    const { submission_id: id } = await s.create({ url: 'https://studio.brand-design.test/' });
    await until(async () => (await s.get(id)).status === 'crawling');
    const early = await thrown(() => s.result(id));
    expect(early).toBeInstanceOf(NotReadyError);
    expect(early.toJSON()).toEqual({ detail: { error: 'NOT_READY', message: expect.any(String) } });
    expect(await thrown(() => s.download(id))).toBeInstanceOf(NotReadyError);

    gated.openCapture();
    await until(async () => (await s.get(id)).current_step === 'mirroring_assets');
    const partial = await s.result(id);
    expect(partial.status).toBe('extracting');
    expect(partial.completed_at).toBeNull();
    expect(partial.result.design_system.profile).toBeDefined();
    expect(partial.result_updated_at).not.toBeNull();
    expect(Object.keys(partial.result.artifacts).sort()).toEqual(['css', 'element_layout', 'full_page_screenshot', 'html', 'screenshot']);
    expect(await thrown(() => s.download(id))).toBeInstanceOf(NotReadyError);

    gated.openMirror();
    const done = await s.wait(id);
    expect(done.status).toBe('completed');
    expect((await s.result(id)).completed_at).not.toBeNull();
  });
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
