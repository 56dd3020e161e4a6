import { afterAll, describe, expect, it } from 'vitest';
import { getHeapStatistics } from 'node:v8';
import { createHeapBudget, heapBudgetBytes, heapDecision, sharedHeapBudget, DEFAULT_HEAP_BUDGET_MB } from '../../src/jobs/heap-budget.js';
import { openTestRuntime } from '../helpers/runtime.js';

const MB = 1024 * 1024;
const used = (): number => getHeapStatistics().used_heap_size;

describe('heap budget between extraction jobs (issue 9 §3)', () => {
  // First in the file: the shared budget's baseline is the first job's end, before the other tests' garbage.
  describe('in a runtime', () => {
    const previous = process.env.BRAND_DESIGN_HEAP_BUDGET_MB;
    let runtime: Awaited<ReturnType<typeof openTestRuntime>> | undefined;
    afterAll(async () => {
      await runtime?.cleanup();
      if (previous === undefined) delete process.env.BRAND_DESIGN_HEAP_BUDGET_MB;
      else process.env.BRAND_DESIGN_HEAP_BUDGET_MB = previous;
    });

    it('asks for a collection at the end of an extraction job once the heap grew past the budget', async () => {
      process.env.BRAND_DESIGN_HEAP_BUDGET_MB = '1'; // read when the shared budget is made, at the first job's end
      runtime = await openTestRuntime({ concurrency: 1 });
      const s = runtime.client().submissions;
      for (let i = 0; i < 4; i += 1) {
        const done = await s.wait((await s.create({ url: 'https://studio.brand-design.test/' }, { force: true })).submission_id);
        expect(done.status).toBe('completed');
        // the job's end (after its status is written) asks, so wait a moment for it
        if (await until(() => sharedHeapBudget().collections > 0, 2_000)) break;
      }
      expect(sharedHeapBudget().collections).toBeGreaterThan(0);
      await sharedHeapBudget().pending;
    }, 60_000);
  });

  it('collects once the heap is more than the budget above the least size seen', () => {
    expect(heapDecision(null, 70 * MB, 48 * MB)).toEqual({ collect: false, baseline: 70 * MB });
    expect(heapDecision(70 * MB, 110 * MB, 48 * MB)).toEqual({ collect: false, baseline: 70 * MB });
    expect(heapDecision(70 * MB, 119 * MB, 48 * MB)).toEqual({ collect: true, baseline: 70 * MB });
    // V8 collected on its own: a smaller reading is the new baseline
    expect(heapDecision(70 * MB, 60 * MB, 48 * MB)).toEqual({ collect: false, baseline: 60 * MB });
    // 0 turns it off
    expect(heapDecision(70 * MB, 500 * MB, 0).collect).toBe(false);
  });

  it('reads BRAND_DESIGN_HEAP_BUDGET_MB, with the default when unset or not a number >= 0', () => {
    expect(heapBudgetBytes(undefined)).toBe(DEFAULT_HEAP_BUDGET_MB * MB);
    expect(heapBudgetBytes('')).toBe(DEFAULT_HEAP_BUDGET_MB * MB);
    expect(heapBudgetBytes('-3')).toBe(DEFAULT_HEAP_BUDGET_MB * MB);
    expect(heapBudgetBytes('lots')).toBe(DEFAULT_HEAP_BUDGET_MB * MB);
    expect(heapBudgetBytes('0')).toBe(0);
    expect(heapBudgetBytes('96')).toBe(96 * MB);
  });

  it('frees the dead data a job left in the old generation once it is over budget', async () => {
    const budget = createHeapBudget(16 * MB);
    budget.afterJob(); // first job's end: the baseline
    // A job's data that lives long enough to be promoted (kept across many scavenges), then dies.
    let kept: number[][] = [];
    for (let i = 0; i < 120; i += 1) {
      kept.push(Array.from({ length: 50_000 }, (_, j) => j + 0.5)); // ~0.4 MB of doubles each
      if (i % 10 === 0) Array.from({ length: 500_000 }, () => ({})); // churn: scavenges promote `kept`
    }
    expect(kept.length).toBe(120);
    kept = [];
    const before = used();
    budget.afterJob();
    expect(budget.collections).toBe(1);
    expect(budget.pending).toBeDefined();
    await budget.pending;
    expect(budget.pending).toBeUndefined();
    // ~48 MB of arrays were dead in the old space; the collection freed them
    expect(before - used()).toBeGreaterThan(30 * MB);
  });

});

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

describe('the collection is asked for without a notice on stderr', () => {
  it("holds back Node's experimental-feature warning for vm.measureMemory, and only that warning", async () => {
    const module = new URL('../../src/jobs/heap-budget.ts', import.meta.url).pathname;
    // A fresh process: Node warns once per process, so this one must not have been warned yet.
    const script = `const { createHeapBudget } = await import(${JSON.stringify(module)});
let readings = 0;
const budget = createHeapBudget(1, () => (readings++ === 0 ? 0 : 1e9));
budget.afterJob(); budget.afterJob();
if (budget.collections !== 1) throw new Error('no collection asked for');
await budget.pending;
process.emitWarning('another warning');`;
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/measureMemory/);
    expect(run.stderr).toMatch(/another warning/);
  }, 30_000);
});
