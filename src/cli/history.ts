/** `brand-design history`: your past searches and similarity lookups, newest first (spec §4.11). */
import { openBrandDesign } from '../api/runtime.js';
import { DEPTHS, HISTORY_KINDS, HISTORY_STATUSES, type HistoryEntry } from '../search/history.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, nonNegativeInt, parse, positiveInt } from './args.js';
import { sharedStoreOptions } from './shared-store.js';

export const HISTORY_HELP = `List past searches and similarity lookups, newest first.

Usage: brand-design history [options]

Options:
  --kind <k>        ${HISTORY_KINDS.join(' or ')}
  --status <s>      one of ${HISTORY_STATUSES.join(', ')}
  --depth <d>       ${DEPTHS.join(' or ')}
  --q <text>        only queries containing text (case-insensitive)
  --limit <n>       1-100 (default 20)
  --offset <n>      skip n (default 0)
  --json            print the entries as a JSON array
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Exit codes: 0 listed, 2 usage error, 3 environment error.`;

function oneOf<T extends string>(value: string | undefined, name: string, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${name} expects one of ${allowed.join(', ')}; got ${JSON.stringify(value)}`);
  return value as T;
}

export async function runHistory(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    ...DATA_DIR_OPTION,
    kind: { type: 'string' },
    status: { type: 'string' },
    depth: { type: 'string' },
    q: { type: 'string' },
    limit: { type: 'string' },
    offset: { type: 'string' },
    json: { type: 'boolean' },
  }, false);
  const kind = oneOf(values.kind, 'kind', HISTORY_KINDS);
  const status = oneOf(values.status, 'status', HISTORY_STATUSES);
  const depth = oneOf(values.depth, 'depth', DEPTHS);
  const limit = positiveInt(values.limit, 'limit', 20, 100);
  const offset = nonNegativeInt(values.offset, 'offset', 0);
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const page = await clientOf(runtime).search.history({ kind, status, depth, q: values.q, limit, offset });
    if (values.json) {
      process.stdout.write(`${JSON.stringify(page.submissions, null, 2)}\n`);
      return EXIT.ok;
    }
    for (const entry of page.submissions) process.stdout.write(`${historyLine(entry)}\n`);
    const { completed, failed, in_progress } = page.total_by_status;
    process.stdout.write(`${page.total} entr${page.total === 1 ? 'y' : 'ies'}: ${completed} completed, ${failed} failed, ${in_progress} in progress; showing ${page.submissions.length} from ${offset}\n`);
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}

/** One history entry on one line. Pure. */
export function historyLine(e: HistoryEntry): string {
  const filters = Object.entries(e.filters).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => `${k}=${String(v)}`);
  const outcome = e.status === 'completed' ? `${e.result_count} result${e.result_count === 1 ? '' : 's'}` : e.status === 'failed' ? `failed${e.error ? ` (${e.error})` : ''}` : 'in progress';
  const latency = e.latency_ms === null ? '' : `  ${e.latency_ms} ms`;
  return `${e.id}  ${e.kind.padEnd(7)} ${e.depth.padEnd(4)}  ${e.created_at}  ${JSON.stringify(e.query)}${filters.length ? ` [${filters.join(', ')}]` : ''}  ${outcome}${latency}`;
}
