/**
 * Search on the command line (issue 11 §3), run from the built dist/ against the committed corpus,
 * offline: `search`, `similar` and `history` with their help, exit codes, errors, text and JSON.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCard, formatSearchText } from '../../src/cli/search.js';
import type { SearchCard } from '../../src/search/search.js';
import { tempDataDir } from '../helpers/runtime.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'dist', 'cli', 'main.js');

function cli(args: string[], env: Record<string, string | undefined> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...env }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const card: SearchCard = {
  url: 'https://example.test/', identity_paragraph: 'x', brand_name: 'Example', match: 'strong', reason: 'Matches blue.', badge: null, tags: [],
  palette: { luminance: null, temperature: null, saturation: null, themes: [], aesthetic_codes: [], effects: [], primary: ['#1e3a8a'], secondary: ['#ffffff'] },
  typography: null, screenshot_url: null,
};

describe('card text (pure)', () => {
  it('paints swatches with 24-bit color only when asked, else prints hex', () => {
    expect(formatCard(card, 1, { color: true })).toContain('\x1b[48;2;30;58;138m');
    const plain = formatCard(card, 1, { color: false });
    expect(plain).not.toContain('\x1b[');
    expect(plain).toBe(' 1. Example — https://example.test/\n    strong · Matches blue.\n    #1e3a8a  #ffffff');
  });

  it('lists the reading, the cards and a count', () => {
    const text = formatSearchText([card], { industry: ['fintech'], page_type: [], hue: ['blue'], aesthetic: ['dark'], style: null }, { color: false, depth: 'fast' });
    expect(text.split('\n')[0]).toBe('Read as: industry fintech · hue blue · dark');
    expect(text).toMatch(/1 card · fast search$/);
    expect(formatSearchText([], null, { color: false })).toContain('No card matches');
  });
});

describe('brand-design search / similar / history (built dist/)', () => {
  const dataDir = tempDataDir();
  beforeAll(() => {
    if (!existsSync(BIN)) throw new Error('run `npm run build` first (npm test does)');
  });

  it('prints help for each command; usage and validation errors exit 2', () => {
    for (const command of ['search', 'similar', 'history']) {
      expect(cli([command, '--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining(`Usage: brand-design ${command}`) });
    }
    expect(cli(['--help']).stdout).toMatch(/search +Search the corpus/);
    expect(cli(['search', '--data-dir', dataDir])).toMatchObject({ code: 2, stderr: expect.stringContaining('give a search description') });
    expect(cli(['search', 'dark', '--top', '31', '--data-dir', dataDir]).code).toBe(2);
    expect(cli(['search', 'a', '--data-dir', dataDir])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^brand-design search: INVALID_REQUEST: body.query: .*at least 2/) });
    expect(cli(['similar', '--data-dir', dataDir]).code).toBe(2);
    expect(cli(['history', '--kind', 'bogus', '--data-dir', dataDir]).code).toBe(2);
    expect(cli(['similar', 'sub_missing', '--data-dir', dataDir])).toMatchObject({ code: 1, stderr: expect.stringContaining('NOT_FOUND') });
  });

  it('searches: --json is an array of cards within the filters; text shows tier, reason and hex swatches', () => {
    const json = cli(['search', 'navy', 'fintech', '--top', '3', '--deep', '--json', '--data-dir', dataDir]);
    expect(json.code).toBe(0);
    const cards = JSON.parse(json.stdout) as SearchCard[];
    expect(cards).toHaveLength(3);
    for (const c of cards) expect(c).toMatchObject({ url: expect.any(String), match: expect.stringMatching(/strong|good|related/), reason: expect.any(String) });

    const filtered = JSON.parse(cli(['search', 'bold brand', '--industry', 'fintech', '--top', '30', '--json', '--data-dir', dataDir]).stdout) as SearchCard[];
    expect(filtered.length).toBeGreaterThan(0);
    for (const c of filtered) expect(c.tags).toContain('fintech');

    const text = cli(['search', 'dark moody fintech with serif headlines', '--data-dir', dataDir]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Read as: industry fintech · dark, moody, serif/);
    expect(text.stdout).toMatch(/ 1\. .+ — https?:\/\/\S+\n {4}(strong|good|related) · .+\.\n {4}#[0-9a-f]{6}/);
    expect(text.stdout).not.toContain('\x1b[');
    expect(text.stdout).toMatch(/6 cards · fast search · srch_/);
  }, 60_000);

  it('an unknown filter value matches nothing (exit 0) and says so on stderr', () => {
    const run = cli(['search', 'bold brand', '--hue', 'Blue', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
    expect(run.stderr).toContain('hue "Blue" is not a corpus value');
  }, 30_000);

  it('paints swatches under FORCE_COLOR, and lists the history newest first', () => {
    const run = cli(['search', 'pastel bakery', '--top', '1', '--data-dir', dataDir], { FORCE_COLOR: '1' });
    expect(run.stdout).toMatch(/\x1b\[48;2;\d+;\d+;\d+m/);
    const history = JSON.parse(cli(['history', '--json', '--data-dir', dataDir]).stdout) as { query: string; kind: string; status: string }[];
    expect(history[0]).toMatchObject({ query: 'pastel bakery', kind: 'search', status: 'completed' });
    expect(history.map((h) => h.query)).toContain('navy fintech');
    const lines = cli(['history', '--kind', 'search', '--limit', '2', '--data-dir', dataDir]);
    expect(lines.code).toBe(0);
    expect(lines.stdout).toMatch(/^srch_\S+ {2}search  fast {2}\S+ {2}"pastel bakery" {2}1 result/);
    expect(lines.stdout).toMatch(/showing 2 from 0\n$/);
    expect(JSON.parse(cli(['history', '--kind', 'similar', '--json', '--data-dir', dataDir]).stdout)).toEqual([]);
  }, 30_000);

  it('lists look-alikes of a completed extraction, one per identity, and records the lookup', () => {
    const extract = cli(['extract', 'https://studio.brand-design.test/', '--json', '--data-dir', dataDir]);
    expect(extract.code).toBe(0);
    const id = (JSON.parse(extract.stdout) as { submission_id: string }[])[0]!.submission_id;
    const cards = JSON.parse(cli(['similar', id, '--limit', '5', '--json', '--data-dir', dataDir]).stdout) as SearchCard[];
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((c) => new URL(c.url).host)).size).toBe(5);
    for (const c of cards) expect(c).toMatchObject({ match: null, reason: null });
    const text = cli(['similar', id, '--limit', '2', '--data-dir', dataDir]);
    expect(text.stdout).toMatch(new RegExp(`2 look-alikes of ${id}\\n$`));
    expect(JSON.parse(cli(['history', '--kind', 'similar', '--json', '--data-dir', dataDir]).stdout)).toHaveLength(2);
  }, 60_000);
});
