/**
 * The verifier on real multi-page sites (issue 10), from saved captures of eval/judge/captures
 * (MIT templates, no browser): another page type of the brand is not judged off-brand (a tables
 * page or a contact page without the home page's CTA is not capped), another brand is low and
 * the caps that fired are reported with their rule and evidence, a page against itself ≈ 1.
 * The whole pair set and its targets: `npm run eval:judge`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSide } from '../../eval/judge/calibrate.js';
import { judge, type Verdict } from '../../src/verify/adherence.js';
import { COMPARERS } from '../../src/verify/comparers/index.js';
import type { JudgeSide } from '../../src/verify/types.js';

const PAGES = {
  dash: 'black-dashboard__examples_dashboard',
  tables: 'black-dashboard__examples_tables',
  kit: 'material-kit__presentation',
  contact: 'material-kit__pages_contact-us',
  corona: 'corona-free-dark-bootstrap-admin-templat__index',
  coronaLogin: 'corona-free-dark-bootstrap-admin-templat__pages_samples_login',
} as const;

describe('verifier calibration on real multi-page sites', () => {
  const sides = {} as Record<keyof typeof PAGES, JudgeSide>;
  const run = (ref: keyof typeof PAGES, src: keyof typeof PAGES): Promise<Verdict> => judge(sides[ref], sides[src], COMPARERS);
  beforeAll(async () => {
    for (const [name, key] of Object.entries(PAGES)) sides[name as keyof typeof PAGES] = await loadSide(key);
  }, 60_000);

  it('scores another page type of the brand ≥ 0.85 with no cap (absence of a CTA is no fault)', async () => {
    for (const [ref, src] of [['dash', 'tables'], ['kit', 'contact'], ['corona', 'coronaLogin'], ['coronaLogin', 'corona']] as const) {
      const v = await run(ref, src);
      expect(v.score, `${ref} ← ${src} ${JSON.stringify(Object.values(v.components).map((c) => [c!.component, c!.score]))}`).toBeGreaterThanOrEqual(0.85);
      expect(v.caps, `${ref} ← ${src}`).toEqual([]);
    }
  });

  it('scores another brand ≤ 0.60 and reports each cap with its rule, limit and evidence', async () => {
    for (const [ref, src] of [['kit', 'dash'], ['corona', 'dash'], ['dash', 'corona']] as const) {
      const v = await run(ref, src);
      expect(v.score!, `${ref} ← ${src}`).toBeLessThanOrEqual(0.6);
      expect(v.caps.length, `${ref} ← ${src}`).toBeGreaterThan(0);
      for (const cap of v.caps) {
        expect(['foreign_primary', 'primary_replaced', 'foreign_type', 'foreign_body_type']).toContain(cap.rule);
        expect(cap.limit).toBeLessThan(1);
        expect(cap.evidence.length).toBeGreaterThan(20);
        expect(v.score!).toBeLessThanOrEqual(cap.limit);
      }
      expect(v.costs[0]!.cost).toBeGreaterThanOrEqual(v.costs.at(-1)!.cost);
    }
    const foreign = (await run('kit', 'dash')).caps.find((c) => c.rule === 'foreign_primary')!;
    expect(foreign.evidence).toMatch(/#[0-9a-f]{6}, a color the reference brand does not use/);
  });

  it('scores a page against itself ≥ 0.97', async () => {
    for (const name of Object.keys(PAGES) as (keyof typeof PAGES)[]) expect((await run(name, name)).score).toBeGreaterThanOrEqual(0.97);
  });
});
