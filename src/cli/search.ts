/**
 * `brand-design search "<query>"`: the corpus searched by aesthetic description (spec §4.9), as a
 * readable list of cards (issue 11 §3): brand, URL, tier, reason and the palette as painted blocks
 * on a terminal (hex values otherwise). `--json` prints the array of cards.
 */
import { openBrandDesign } from '../api/runtime.js';
import type { SearchCard } from '../search/search.js';
import type { QueryTags } from '../search/query-tags.js';
import { HUES, INDUSTRIES, LAYOUTS, PAGE_TYPES } from '../search/vocabulary.js';
import { DATA_DIR_OPTION, EXIT, UsageError, clientOf, dataDirFrom, parse, positiveInt } from './args.js';
import { swatch } from './design-text.js';
import { useColor } from './show.js';
import { sharedStoreOptions } from './shared-store.js';

export const SEARCH_HELP = `Search the corpus of brand pages by aesthetic description.

Usage: brand-design search "<query>" [options]

Options:
  --deep               re-rank a larger pool on measured design facets (slower, more exact reasons)
  --top <n>            cards to return, 1-30 (default 6)
  --industry <x>       only cards of this industry (e.g. fintech, saas, restaurant)
  --page-type <y>      only cards of this page type (e.g. homepage, pricing, portfolio)
  --hue <z>            only cards whose dominant hues include z (${HUES.join(', ')})
  --layout <w>         only cards with this layout (e.g. card_based, generous_whitespace)
  --json               print the cards as a JSON array
  --data-dir <dir>     where state and search history live (default $BRAND_DESIGN_DATA_DIR or ./.brand-design)

Filters are exact (spec §2.5): a value the corpus does not use matches no card. On a terminal each
palette color is a painted block (24-bit color; NO_COLOR turns it off, FORCE_COLOR=1 forces it).
Exit codes: 0 searched (also with no match), 2 usage or validation error, 3 environment error.`;

const FILTER_VOCABULARY = { industry: INDUSTRIES, page_type: PAGE_TYPES, hue: HUES, layout: LAYOUTS } as const;

export async function runSearch(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...DATA_DIR_OPTION,
    deep: { type: 'boolean' },
    top: { type: 'string' },
    industry: { type: 'string' },
    'page-type': { type: 'string' },
    hue: { type: 'string' },
    layout: { type: 'string' },
    json: { type: 'boolean' },
  });
  // Unquoted words are one query: `brand-design search dark moody fintech`.
  const query = positionals.join(' ');
  if (query.trim() === '') throw new UsageError('give a search description, e.g. brand-design search "dark moody fintech with serif headlines"');
  const top = positiveInt(values.top, 'top', 6, 30);
  const filters = { industry: values.industry ?? null, page_type: values['page-type'] ?? null, hue: values.hue ?? null, layout: values.layout ?? null };
  for (const [key, value] of Object.entries(filters)) {
    const known = FILTER_VOCABULARY[key as keyof typeof FILTER_VOCABULARY] as readonly string[];
    if (value !== null && !known.includes(value)) {
      process.stderr.write(`brand-design search: note: ${key} ${JSON.stringify(value)} is not a corpus value, so no card matches it; values: ${known.join(', ')}\n`);
    }
  }
  const hasFilters = Object.values(filters).some((v) => v !== null);
  const runtime = await openBrandDesign({ ...sharedStoreOptions(), dataDir: dataDirFrom(values['data-dir']), recover: false });
  try {
    const found = await clientOf(runtime).search.query({ query, depth: values.deep ? 'deep' : 'fast', top_k: top, filters: hasFilters ? filters : null });
    if (values.json) {
      process.stdout.write(`${JSON.stringify(found.results, null, 2)}\n`);
      return EXIT.ok;
    }
    const color = useColor(process.env, Boolean(process.stdout.isTTY));
    process.stdout.write(`${formatSearchText(found.results, found.query_tags, { color, depth: found.depth, searchId: found.search_id })}\n`);
    return EXIT.ok;
  } finally {
    await runtime.close();
  }
}

export interface CardTextOptions {
  /** Paint palette blocks with 24-bit ANSI escapes. */
  color: boolean;
}

/** How the engine read the query, as one line (spec §2.6 query_tags); null when it read nothing. */
export function readingLine(tags: QueryTags | null): string | null {
  if (!tags) return null;
  const parts = [
    tags.industry.length ? `industry ${tags.industry.join('/')}` : '',
    tags.page_type.length ? `page type ${tags.page_type.join('/')}` : '',
    tags.hue.length ? `hue ${tags.hue.join('/')}` : '',
    tags.aesthetic.length ? tags.aesthetic.join(', ') : '',
    tags.style ? `style ${tags.style}` : '',
  ].filter(Boolean);
  return parts.length ? `Read as: ${parts.join(' · ')}` : null;
}

/** One card as a numbered block: brand and URL, tier and reason, palette. Pure. */
export function formatCard(card: SearchCard, n: number, o: CardTextOptions): string {
  const badge = card.badge === 'discovery' ? ' [discovery]' : '';
  const lines = [`${String(n).padStart(2)}. ${card.brand_name ?? '(unnamed)'} — ${card.url}${badge}`];
  const tier = card.match ? `${card.match}` : '';
  const why = [tier, card.reason ?? ''].filter(Boolean).join(' · ');
  if (why) lines.push(`    ${why}`);
  const colors = [...(card.palette?.primary ?? []), ...(card.palette?.secondary ?? [])];
  if (colors.length) lines.push(`    ${colors.map((hex) => swatch(hex, o.color)).join('  ')}`);
  return lines.join('\n');
}

/** The cards as a readable list, with the query's reading on top and a count below. Pure. */
export function formatSearchText(cards: readonly SearchCard[], tags: QueryTags | null, o: CardTextOptions & { depth?: string; searchId?: string }): string {
  const out: string[] = [];
  const reading = readingLine(tags);
  if (reading) out.push(reading, '');
  if (cards.length === 0) out.push('No card matches (filters are exact; try fewer or other filters).');
  cards.forEach((card, i) => out.push(formatCard(card, i + 1, o), ''));
  const tail = [`${cards.length} card${cards.length === 1 ? '' : 's'}`, o.depth ? `${o.depth} search` : '', o.searchId ?? ''].filter(Boolean);
  out.push(tail.join(' · '));
  return out.join('\n');
}
