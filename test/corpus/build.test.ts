/**
 * `corpus build` with real Chromium over three pages of the small generated corpus into a
 * temporary folder: cards and Chromium's JPEG screenshots are written; a second run extracts
 * nothing; a changed page is extracted again; changed labels re-derive the card from the stored
 * extraction; hand labels (labels.json) win over the extractor's facets; a removed entry loses its
 * card and screenshot.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCorpus, loadCorpusCards, readBuildState, readCardsFile, type CorpusBuildEvent } from '../../src/corpus/build.js';
import { CARD_VERSION, type CorpusCard } from '../../src/corpus/cards.js';
import { fixturePageHash, parseUrlList, readManifest, validateManifest } from '../../src/corpus/manifest.js';
import { FIXTURE_SITES_DIR } from '../../src/crawl/fixture-origin.js';
import { runCorpus } from '../../src/cli/corpus.js';
import { tempDataDir, thrown } from '../helpers/runtime.js';

const root = mkdtempSync(join(tmpdir(), 'brand-design-corpus-'));
const outDir = join(root, 'corpus');
const dataDir = tempDataDir();
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

// Three entries of the generated test corpus: two brands, one with a second page (pricing.html).
const bundled = readManifest(fileURLToPath(new URL('./generated-manifest.json', import.meta.url)));
const second = bundled.find((e) => e.url.endsWith('/pricing.html'))!;
const entries = [bundled[0]!, bundled[1]!, second];

describe('buildCorpus', () => {
  let firstCards = '';

  it('extracts every page and writes cards (manifest order), state and JPEG screenshots', { timeout: 120_000 }, async () => {
    const events: CorpusBuildEvent[] = [];
    let hook: { cards: CorpusCard[]; changed: string[] } | null = null;
    const report = await buildCorpus({
      entries, outDir, dataDir,
      onProgress: (e) => events.push(e),
      onCards: (cards, changed) => void (hook = { cards, changed }),
    });
    expect(report.failed).toEqual([]);
    expect(report.extracted.sort()).toEqual(entries.map((e) => e.id).sort());
    expect(report.pages_per_minute).toBeGreaterThan(0);
    expect(events[0]).toEqual({ kind: 'plan', total: 3, extract: 3, rederive: 0, unchanged: 0, removed: 0 });
    expect(events.filter((e) => e.kind === 'page').map((e) => e.kind === 'page' && e.done)).toEqual([1, 2, 3]);

    const cards = readCardsFile(outDir);
    expect(cards.map((c) => c.id)).toEqual(entries.map((e) => e.id));
    for (const [i, card] of cards.entries()) {
      expect(card).toMatchObject({ url: entries[i]!.url, brand_name: entries[i]!.brand_name, facets: { industry: entries[i]!.industry, page_type: entries[i]!.page_type } });
      // One identity per site: a brand's pricing page shares its home page's identity.
      expect(card.identity).toBe(new URL(entries[i]!.url).hostname.split('.')[0]);
      expect(card.identity_paragraph).toContain(entries[i]!.brand_name!);
      expect(card.screenshot_url).toBe(`screenshots/${card.id}.jpg`);
      const jpeg = readFileSync(join(outDir, card.screenshot_url!));
      expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      expect(jpeg.readUInt16BE(jpeg.indexOf(Buffer.from([0xff, 0xc0])) + 7)).toBe(360); // SOF0 width: Chromium scaled it
      expect(jpeg.length).toBeLessThan(80_000);
      expect(card.facets.thumbnail?.colors).toHaveLength(96);
    }
    const state = readBuildState(outDir);
    expect(state.map((s) => s.id)).toEqual(entries.map((e) => e.id));
    for (const s of state) {
      expect(s.content_hash).toBe(fixturePageHash(s.url));
      expect(s).toMatchObject({ card_version: CARD_VERSION, submission_id: expect.stringMatching(/^sub_/), extraction_id: expect.stringMatching(/^ext_/) });
    }
    expect(hook!.cards.map((c) => c.id)).toEqual(entries.map((e) => e.id));
    expect(hook!.changed.sort()).toEqual(entries.map((e) => e.id).sort());
    expect(loadCorpusCards(outDir)[0]!.screenshot_url).toMatch(/^file:\/\/.+\.jpg$/);
    firstCards = readFileSync(join(outDir, 'cards.json'), 'utf8');
  });

  it('extracts nothing on a second run over unchanged pages', async () => {
    const report = await buildCorpus({ entries, outDir, dataDir });
    expect(report).toMatchObject({ extracted: [], rederived: [], failed: [] });
    expect(report.unchanged).toEqual(entries.map((e) => e.id));
    expect(readFileSync(join(outDir, 'cards.json'), 'utf8')).toBe(firstCards);
  });

  it('extracts a changed page again, and only that one', { timeout: 60_000 }, async () => {
    // The state records the page as it was at the last build; a different hash means the page changed since.
    const file = join(outDir, 'build-state.json');
    const stateText = readFileSync(file, 'utf8');
    const changed = entries[1]!;
    writeFileSync(file, stateText.replace(fixturePageHash(changed.url)!, 'sha256:the-page-before-it-changed'));
    const report = await buildCorpus({ entries, outDir, dataDir });
    expect(report.extracted).toEqual([changed.id]);
    expect(report.unchanged).toEqual(entries.filter((e) => e !== changed).map((e) => e.id));
    expect(readBuildState(outDir).find((s) => s.id === changed.id)!.content_hash).toBe(fixturePageHash(changed.url));
  });

  it('re-derives a card whose labels changed from the stored extraction, without crawling', async () => {
    const relabelled = entries.map((e, i) => (i === 0 ? { ...e, industry: 'nonprofit', brand_name: 'Renamed' } : e));
    const report = await buildCorpus({ entries: relabelled, outDir, dataDir });
    expect(report).toMatchObject({ extracted: [], rederived: [entries[0]!.id], failed: [] });
    const card = readCardsFile(outDir)[0]!;
    expect(card).toMatchObject({ brand_name: 'Renamed', facets: { industry: 'nonprofit' } });
    expect(card.tags[0]).toBe('nonprofit');
  });

  it('merges hand labels from labels.json over the facets, without extracting, and undoes them when removed', async () => {
    const id = entries[1]!.id;
    writeFileSync(join(outDir, 'labels.json'), JSON.stringify({ [id]: { industry: 'restaurant', layout: ['dense_packed'], hand: ['industry', 'layout'] } }));
    const report = await buildCorpus({ entries: entries.map((e, i) => (i === 0 ? { ...e, industry: 'nonprofit', brand_name: 'Renamed' } : e)), outDir, dataDir });
    expect(report).toMatchObject({ extracted: [], rederived: [], failed: [] });
    const card = readCardsFile(outDir).find((c) => c.id === id)!;
    expect(card).toMatchObject({ facets: { industry: 'restaurant', layouts: ['dense_packed'] }, hand_labels: ['industry', 'layout'], extracted: { industry: entries[1]!.industry } });
    expect(card.tags[0]).toBe('restaurant');
    rmSync(join(outDir, 'labels.json'));
    await buildCorpus({ entries: entries.map((e, i) => (i === 0 ? { ...e, industry: 'nonprofit', brand_name: 'Renamed' } : e)), outDir, dataDir });
    expect(readCardsFile(outDir).find((c) => c.id === id)!.facets.industry).toBe(entries[1]!.industry);
  });

  it('drops a removed entry with its screenshot', async () => {
    const removed = entries[2]!;
    const report = await buildCorpus({ entries: entries.slice(0, 2).map((e, i) => (i === 0 ? { ...e, industry: 'nonprofit', brand_name: 'Renamed' } : e)), outDir, dataDir });
    expect(report.removed).toEqual([removed.id]);
    expect(readCardsFile(outDir).map((c) => c.id)).toEqual([entries[0]!.id, entries[1]!.id]);
    expect(existsSync(join(outDir, 'screenshots', `${removed.id}.jpg`))).toBe(false);
  });
});

describe('manifests and content hashes', () => {
  it('validates entries with 422 issues', async () => {
    const error = await thrown(() => validateManifest([{ id: 'Bad Id', url: 'ftp://x', industry: 'space', page_type: 'homepage' }, { id: 'ok', url: 'https://a.test/' }, { id: 'ok', url: 'https://b.test/' }]));
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', status: 422 });
    expect(error.issues.map((i: { loc: unknown[] }) => i.loc)).toEqual([['manifest', 0, 'id'], ['manifest', 0, 'url'], ['manifest', 0, 'industry'], ['manifest', 2, 'id']]);
  });

  it('reads URL lists with optional tab-separated labels', () => {
    expect(parseUrlList('# my brands\nhttps://www.acme.com/\nhttps://acme.com/pricing.html\tAcme\tfintech\tpricing\n\nhttps://acme.com/\n')).toEqual([
      { id: 'acme-com', url: 'https://www.acme.com/', brand_name: null, industry: null, page_type: null },
      { id: 'acme-com-pricing', url: 'https://acme.com/pricing.html', brand_name: 'Acme', industry: 'fintech', page_type: 'pricing' },
      { id: 'acme-com-2', url: 'https://acme.com/', brand_name: null, industry: null, page_type: null },
    ]);
  });

  it('hashes what paints a fixture page: a CSS change counts, another page or expected.json does not', () => {
    const site = new URL(second.url).hostname.split('.')[0]!;
    const sites = join(root, 'sites');
    cpSync(join(FIXTURE_SITES_DIR, site), join(sites, site), { recursive: true });
    const index = `https://${site}.brand-design.test/`;
    const before = fixturePageHash(index, sites);
    expect(before).toBe(fixturePageHash(index));
    writeFileSync(join(sites, site, 'pricing.html'), '<!doctype html><p>changed</p>');
    writeFileSync(join(sites, site, 'expected.json'), '{}');
    expect(fixturePageHash(index, sites)).toBe(before);
    expect(fixturePageHash(second.url, sites)).not.toBe(fixturePageHash(second.url));
    writeFileSync(join(sites, site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(fixturePageHash(index, sites)).not.toBe(before);
    expect(fixturePageHash('https://example.com/')).toBeNull();
  });
});

describe('brand-design corpus (runCorpus)', () => {
  it('rejects usage errors before doing anything', async () => {
    await expect(runCorpus([])).rejects.toThrow(/expected a corpus command/);
    await expect(runCorpus(['rebuild'])).rejects.toThrow(/unknown corpus command/);
    await expect(runCorpus(['build', '--from', 'urls.txt'])).rejects.toThrow(/--from needs --out/);
    await expect(runCorpus(['build', '--concurrency', 'many'])).rejects.toThrow(/--concurrency expects/);
    const env = process.env.BRAND_DESIGN_CORPUS_SITES;
    delete process.env.BRAND_DESIGN_CORPUS_SITES;
    try {
      await expect(runCorpus(['build'])).rejects.toThrow(/give --sites/);
      await expect(runCorpus(['build', '--sites', join(root, 'no-such-folder')])).rejects.toThrow(/no such folder/);
    } finally {
      if (env !== undefined) process.env.BRAND_DESIGN_CORPUS_SITES = env;
    }
  });
});
