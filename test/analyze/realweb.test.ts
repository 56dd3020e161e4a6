/**
 * Real pages in CI (issue 9, "Done when": tests pass in CI without network, using small saved
 * captures of real pages where licenses allow). test/fixtures/realweb/ holds real-Chromium captures
 * of 15 third-party pages (MIT / CC BY 3.0, attributed in its README) with their source-cited truth
 * (eval/realweb/README.md). Each capture is re-analyzed here without a browser and scored with
 * eval/realweb/score.ts, so a change that loses a field other pages got right fails CI.
 *
 * The floors are what the analyzers achieved on this set when it was added, rounded down: per
 * field to the next 0.05 (with at most 16 pages scored per field, one more miss on any field drops
 * it below its floor), overall to the next 0.01. When a change improves a field, raise its floor
 * to the printed figure (rounded down the same way); when a change trades one field for another on
 * purpose, say so in the commit.
 * Regenerate the fixtures with scripts/save-realweb-captures.ts (see the fixtures' README).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { accuracy, scorePage, TRUTH_FIELDS, type FieldVerdict, type PageTruth, type TruthField } from '../../eval/realweb/score.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import { analyzeCapture, type AnalysisResult } from '../../src/analyze/run.js';
import { SECTION_NAMES } from '../../src/analyze/section-names.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/realweb/', import.meta.url));

interface FixturePage {
  id: string;
  repo: string;
  commit: string;
  license: string;
  license_file: string;
  attribution: string;
}

/** Accuracy floors per field and overall (see the header for how they were set and move). */
const FLOORS: { overall: number; fields: Record<TruthField, number> } = {
  overall: 1,
  fields: {
    primary: 1, secondary: 1, accent: 1, text: 1, text_muted: 1, background: 1, surface: 1, link: 1, border: 1,
    body_family: 1, body_size_px: 1, body_line_height_px: 1, heading_family: 1, h1_size_px: 1,
    button_background: 1, button_color: 1, button_radius_px: 1,
  },
};

const pages = (JSON.parse(readFileSync(join(FIXTURES, 'pages.json'), 'utf8')) as { pages: FixturePage[] }).pages;
const results = new Map<string, { result: AnalysisResult; verdicts: FieldVerdict[] }>();

beforeAll(async () => {
  for (const page of pages) {
    const capture = JSON.parse(gunzipSync(readFileSync(join(FIXTURES, `${page.id}.json.gz`))).toString('utf8')) as Capture;
    const truth = JSON.parse(readFileSync(join(FIXTURES, `${page.id}.truth.json`), 'utf8')) as PageTruth;
    const result = await analyzeCapture(capture);
    results.set(page.id, { result, verdicts: scorePage(result.design_system, truth) });
  }
});

describe('real pages re-analyzed from saved captures', () => {
  it('the fixture set is 10–15 licensed, attributed pages whose truth is for the captured commit', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(pages.length).toBeLessThanOrEqual(15);
    for (const page of pages) {
      expect(['MIT', 'CC-BY-3.0'], page.id).toContain(page.license);
      expect(page.attribution.length, page.id).toBeGreaterThan(0);
      const truth = JSON.parse(readFileSync(join(FIXTURES, `${page.id}.truth.json`), 'utf8')) as PageTruth;
      expect({ id: truth.id, repo: truth.repo, commit: truth.commit }).toEqual({ id: page.id, repo: page.repo, commit: page.commit });
    }
  });

  it.each(pages.map((p) => p.id))('%s: all 14 sections, no section errors', (id) => {
    const { result } = results.get(id)!;
    expect(result.section_errors).toEqual([]);
    expect(Object.keys(result.design_system)).toEqual([...SECTION_NAMES]);
  });

  it('per-field accuracy against source truth stays at or above its floor', () => {
    const { overall, fields } = accuracy(pages.map((p) => results.get(p.id)!.verdicts));
    const rows = TRUTH_FIELDS.filter((f) => fields[f]).map((f) => `${f.padEnd(20)} ${fields[f]!.right}/${fields[f]!.scored}  ${fields[f]!.accuracy.toFixed(4)}  (floor ${FLOORS.fields[f].toFixed(2)})`);
    const perPage = pages.map((p) => { const v = results.get(p.id)!.verdicts; return `${p.id} ${v.filter((x) => x.ok).length}/${v.length}`; });
    const misses = pages.flatMap((p) => results.get(p.id)!.verdicts.filter((v) => !v.ok).map((v) => `${p.id} ${v.field}: want ${v.expected}, got ${v.got}`));
    process.stdout.write(`real-web accuracy over ${pages.length} saved pages: ${overall.right}/${overall.scored} = ${overall.accuracy.toFixed(4)} (floor ${FLOORS.overall.toFixed(2)})\n${rows.join('\n')}\npages: ${perPage.join(', ')}\nmisses:\n  ${misses.join('\n  ')}\n`);

    expect(overall.accuracy).toBeGreaterThanOrEqual(FLOORS.overall);
    const below = TRUTH_FIELDS.filter((f) => fields[f] && fields[f]!.accuracy < FLOORS.fields[f]).map((f) => `${f} ${fields[f]!.accuracy} < ${FLOORS.fields[f]}`);
    expect(below).toEqual([]);
  });
});
