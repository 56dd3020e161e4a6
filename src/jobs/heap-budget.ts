/**
 * A full garbage collection between extraction jobs once the JS heap has grown a budget past its
 * size after the last full collection (issue 9 §3: Node RSS ≤ 300 MB in a warm runtime).
 *
 * Why: nothing is retained across pages (after a full GC the heap stays at ~70 MB over 40 real
 * pages), but each page allocates ~75 MB, ~8 MB of which lives long enough to be promoted (the
 * capture, parsed stylesheets, Playwright's protocol messages) and dies there. V8 collects the old
 * generation only when it reaches a limit it sets at each full GC: the live size times a factor
 * between 1.1 and 4 that grows with the allocation rate (`--trace-gc-verbose`, "[HeapController]
 * factor"). The runtime's start (module loading) allocates fast, so the limit set then is 4× the
 * old space (~190 MB), and the first full GC comes ~20 pages later: the warm bench's RSS peaked at
 * 320–420 MB, differently from run to run, for the build of the round's start as well (same bytes
 * allocated and promoted, same live heap); a faster page is a higher allocation rate, so a factor
 * at least as high. Collecting here bounds the heap by live + budget + one page.
 *
 * How: `vm.measureMemory({ execution: 'eager' })` starts V8's incremental marking now (marked on
 * background threads while the next job runs; the main thread only finalizes), with no V8 flag set:
 * the host's engine settings stay its own. Node would print an ExperimentalWarning for it the
 * first time; that one warning is held back (`quietly`), since a CLI user or an embedding host
 * cannot act on it, and every other warning still goes through. `BRAND_DESIGN_HEAP_BUDGET_MB` sets the budget (default
 * 48; `0` turns this off).
 */
import { getHeapStatistics } from 'node:v8';
import { measureMemory } from 'node:vm';

/** Bytes the heap may grow past its post-collection size before a job's end asks for a collection. */
export const DEFAULT_HEAP_BUDGET_MB = 48;

export interface HeapDecision {
  collect: boolean;
  /** The heap's size after the last full collection, as best known: the least size seen at a job's end. */
  baseline: number;
}

/**
 * Whether a job's end should ask for a full collection: the heap in use (`used`) is more than
 * `budget` bytes above `baseline` (null before the first job: the first reading becomes it). A
 * smaller reading lowers the baseline (V8 collected on its own). `budget <= 0` never collects.
 */
export function heapDecision(baseline: number | null, used: number, budget: number): HeapDecision {
  const known = baseline === null ? used : Math.min(baseline, used);
  return { collect: budget > 0 && used - known > budget, baseline: known };
}

/** `BRAND_DESIGN_HEAP_BUDGET_MB` in bytes; the default when unset, empty or not a number ≥ 0. */
export function heapBudgetBytes(value = process.env.BRAND_DESIGN_HEAP_BUDGET_MB): number {
  const mb = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return (Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_HEAP_BUDGET_MB) * 1024 * 1024;
}

export interface HeapBudget {
  /** Called at the end of every extraction job; never throws, never waits for the collection. */
  afterJob(): void;
  /** Collections asked for so far. */
  readonly collections: number;
  /** The collection in flight, if any (tests and benches wait for it). */
  readonly pending: Promise<void> | undefined;
}

export function createHeapBudget(budget = heapBudgetBytes(), used = (): number => getHeapStatistics().used_heap_size): HeapBudget {
  let baseline: number | null = null;
  let pending: Promise<void> | undefined;
  let collections = 0;
  return {
    afterJob() {
      if (pending) return; // one at a time: the heap is being collected already
      const decision = heapDecision(baseline, used(), budget);
      baseline = decision.baseline;
      if (!decision.collect) return;
      let measured: Promise<unknown>;
      try {
        measured = quietly(() => measureMemory({ mode: 'summary', execution: 'eager' }));
      } catch {
        return; // a host that cannot measure (e.g. no main context) keeps V8's own schedule
      }
      collections += 1;
      pending = measured.then(
        () => {
          baseline = used(); // the marking is finished when the measurement resolves
        },
        () => undefined, // a host that cannot measure keeps V8's own schedule
      ).finally(() => {
        pending = undefined;
      });
    },
    get collections() {
      return collections;
    },
    get pending() {
      return pending;
    },
  };
}

/**
 * Runs `start` with Node's experimental-feature notice for `vm.measureMemory` held back. Node emits
 * it synchronously through `process.emitWarning` when the function is first called; any other
 * warning emitted meanwhile passes through unchanged.
 */
function quietly<T>(start: () => T): T {
  const emit = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.startsWith('vm.measureMemory')) return;
    return (emit as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return start();
  } finally {
    process.emitWarning = emit;
  }
}

let shared: HeapBudget | undefined;

/** The process's budget (the heap is the process's, whatever the number of runtimes in it); made on first use. */
export function sharedHeapBudget(): HeapBudget {
  return (shared ??= createHeapBudget());
}
