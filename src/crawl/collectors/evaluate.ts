/**
 * Runs one in-page collector with a time limit. Collectors are self-contained functions
 * (nothing from their module scope is visible in the page); their source is sent as an
 * expression, so a `__name` shim covers the helper that esbuild-based runners (tsx, vitest)
 * insert for named inner functions. Results must be JSON values.
 */
import type { Page } from '../browser.js';
import { bounded } from '../bounded.js';

export interface EvaluateLimits {
  timeoutMs: number;
  label: string;
  signal?: AbortSignal;
}

const NAVIGATION_RETRIES = 3;

/** Evaluates `fn(arg)` in the page's main world; `arg` and the result must be JSON-serializable. */
export function evaluateCollector<A, R>(
  page: Page,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
  limits: EvaluateLimits,
): Promise<Awaited<R>> {
  // The result crosses as one JSON string: far cheaper than Playwright's per-value serialization
  // for the large tables collectors return.
  const expression =
    `(async () => { const __name = (target) => target; ` +
    `const result = await (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}); ` +
    `return result === undefined ? 'null' : JSON.stringify(result); })()`;
  const once = (): Promise<Awaited<R>> => (page.evaluate(expression) as Promise<string>).then((json) => JSON.parse(json) as Awaited<R>);
  // A page that navigates itself (a script redirect on load) destroys the document under us:
  // wait for the new one and ask again, a few times (a redirect chain can destroy it again).
  const attempt = async (retries: number): Promise<Awaited<R>> => {
    try {
      return await once();
    } catch (error) {
      if (retries === 0 || !(error instanceof Error) || !/Execution context was destroyed/i.test(error.message)) throw error;
      await page.waitForLoadState('domcontentloaded');
      return attempt(retries - 1);
    }
  };
  const evaluation = attempt(NAVIGATION_RETRIES);
  return bounded(evaluation, limits.timeoutMs, limits.label, limits.signal);
}

/** Global (Symbol-keyed, so invisible to the page's markup) where the node walk leaves its element table. */
export const NODE_TABLE_KEY = 'brand-design.nodes';
/** Global where the node walk leaves the elements chosen for DevTools-protocol probes. */
export const PROBE_TABLE_KEY = 'brand-design.probes';
