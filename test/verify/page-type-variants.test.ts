/**
 * Page types that use the brand differently, on saved real pages (eval/judge/captures, MIT):
 * issue 10 §1 "a source color, size or radius that the reference uses anywhere (any role, any
 * component) is on-brand even if this page type uses it differently".
 * - Paper Kit's home CTA is the orange pill its register page renders as a secondary: matched to
 *   that brand style, not judged as a wrong primary.
 * - Paper Kit's register card: white text on the brand orange, a pair its home page renders too,
 *   is the brand's own choice and costs no contrast score; the footer line on the full-screen
 *   photo is not judged against the photo's fallback gray.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSide } from '../../eval/judge/calibrate.js';
import { componentsComparer } from '../../src/verify/comparers/components.js';
import { contrastComparer } from '../../src/verify/comparers/contrast.js';
import type { JudgeSide } from '../../src/verify/types.js';

describe('a page type that uses the brand differently (issue 10 §1)', () => {
  let paperHome: JudgeSide;
  let register: JudgeSide;
  beforeAll(async () => {
    [paperHome, register] = await Promise.all(['paper-kit-2__index', 'paper-kit-2__examples_register-page'].map((k) => loadSide(k)));
  }, 60_000);

  it('matches a primary button styled as a button the reference renders in another variant to that style', () => {
    // Paper Kit's home CTA (#f5593d pill) is the very style its register page renders as a secondary.
    const v = componentsComparer.compare(register, paperHome);
    const matches = v.details['matches'] as { kind: string; source: { variant: string }; reference: { variant: string; style: string }; cost: number }[];
    const primary = matches.find((m) => m.kind === 'button' && m.source.variant === 'primary')!;
    expect(primary.reference.variant).not.toBe('primary');
    expect(primary.reference.style).toMatch(/^#f5593d, pill corners/);
    expect(primary.cost).toBeLessThan(0.05);
  });

  it('costs no contrast score for text pairs the reference renders itself, and skips text on a photo', () => {
    const v = contrastComparer.compare(paperHome, register);
    expect(v.details['inherited_failing_nodes'] as number).toBeGreaterThan(0);
    expect(v.details['source_aa_pass_rate'] as number).toBeLessThan(0.5);
    expect(v.score).toBe(1);
    expect(JSON.stringify(v.details['failing_pairs'])).not.toContain('#b2afab');
  });
});
