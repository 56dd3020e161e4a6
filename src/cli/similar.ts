/**
 * `brand-design similar <submission_id>`: corpus brands that look like one of your completed
 * extractions (spec §4.10), closest first, one page per visual identity; the same card list as
 * `search` (no tier or reason: similarity assigns none). `--json` prints the array of cards.
 */
import { openBrandDesign } from '../api/runtime.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse, positiveInt } from './args.js';
import { formatCard } from './search.js';
import { useColor } from './show.js';
import { sharedStoreOptions } from './shared-store.js';

export const SIMILAR_HELP = `List corpus brands that look like one of your completed extractions.

Usage: brand-design similar <submission_id> [options]

Options:
  --limit <n>       cards to return, 1-30 (default 6)
  --json            print the cards as a JSON array
  --data-dir <dir>  where state lives (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Closest first, one page per visual identity. Exit codes: 0 listed, 1 no completed extraction for
that submission (NOT_FOUND), 2 usage error, 3 environment error.`;

export async function runSimilar(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...DATA_DIR_OPTION, limit: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('give exactly one submission id');
  const limit = positiveInt(values.limit, 'limit', 6, 30);
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const { results } = await clientOf(runtime).search.similar({ submissionId: positionals[0]!, limit });
    if (values.json) {
      process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
      return EXIT.ok;
    }
    const color = useColor(process.env, Boolean(process.stdout.isTTY));
    const blocks = results.map((card, i) => `${formatCard(card, i + 1, { color })}\n`);
    process.stdout.write(`${blocks.join('\n')}${blocks.length ? '\n' : ''}${results.length} look-alike${results.length === 1 ? '' : 's'} of ${positionals[0]}\n`);
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}
