import { describe, expect, it } from 'vitest';
import { LOCAL_COMPOSER_MODEL, composeBrief, composePrompt } from '../../src/prompts/compose.js';
import { buildGrounding } from '../../src/prompts/grounding.js';
import { STUDIO_URL, studioDesignSystem } from './studio.js';

const PROMPT = 'Design a pricing page for a team plan.';

describe('the local composer over the studio brand (Fieldnote)', () => {
  it('puts the prompt first, then one brief line per concern with exact values', async () => {
    const text = composePrompt(`  ${PROMPT}\n`, buildGrounding(await studioDesignSystem(), STUDIO_URL));
    const [first, blank, ...brief] = text.split('\n');
    expect(first).toBe(PROMPT);
    expect(blank).toBe('');
    expect(brief.map((l) => l.split(/[ :]/)[0])).toEqual(['Use', 'Colors', 'Type', 'Shape', 'Buttons', 'Mood', 'Keep']);
    expect(brief[0]).toMatch(/^Use the Fieldnote brand \(https:\/\/studio\.brand-design\.test\/\): Fieldnote has a light, warm identity/);
    expect(brief[1]).toBe(
      'Colors: primary #e4572e (CTAs, links); background #fbf8f3 (page background); surface #ffffff (cards, panels); ' +
        'text #1f1d1a (body text, headings); muted text #6b645b (secondary text); border #e7e0d5 (borders, dividers); supporting palette #f3ece2, #a49b8e.',
    );
    expect(brief[2]).toMatch(/^Type: headings in Playfair Display \(serif\) weight 600 — h1 64px\/1\.05, h2 40px\/1\.15, h3 22px\/1\.3, h4 Inter 13px\/1\.6 uppercase; body in Inter \(sans-serif\) 17px\/1\.6 weight 400; type scale ratio 1\.6 \(minor sixth\) from 17px, sizes 12, /);
    expect(brief[3]).toMatch(/^Shape: corner radius sm 8px \(button\), md 10px, lg 16px \(card\), full 999px \(avatar, badge, button\); spacing on a 4px base unit: 8, 12, 16, 24, /);
    expect(brief[3]).toContain('lg `0px 12px 32px 0px rgb(31 29 26 / 0.14)` (card)');
    expect(brief[4]).toMatch(/^Buttons: primary #e4572e fill, #ffffff text, 8px radius, 12px 22px padding, Inter 15px weight 600, hover #c8441f; secondary #1f1d1a fill, /);
    expect(brief[4]).toContain('ghost no fill, #1f1d1a text, 1px solid #e7e0d5 border, 8px radius');
    expect(brief[5]).toBe('Mood: editorial, airy; light, warm theme.');
  });

  it('is deterministic', async () => {
    const ds = await studioDesignSystem();
    const a = composePrompt(PROMPT, buildGrounding(ds, STUDIO_URL));
    expect(composePrompt(PROMPT, buildGrounding(structuredClone(ds), STUDIO_URL))).toBe(a);
    expect(LOCAL_COMPOSER_MODEL).toBe('brand-design/local-composer@1');
  });
});

describe('the local composer with sections missing', () => {
  it('leaves out the lines it has nothing for', () => {
    expect(composePrompt(PROMPT, buildGrounding({}, 'https://acme.test/'))).toBe(
      `${PROMPT}\n\nUse the acme.test brand (https://acme.test/).\nKeep the request's intent; where it leaves a choice open, use these brand values exactly.`,
    );
  });

  it('writes what a partial design system has', () => {
    const brief = composeBrief(
      buildGrounding(
        {
          profile: { brand_name: 'Acme', identity: { mood: ['bold'] } },
          colors: { roles: { primary: { value: '#ff000080' }, link: { value: '#0000ff' } } },
          typography: { body: { family: 'Georgia', size_px: 18 } },
          actions: { buttons: [{ variant: 'link', color: '#0000ff' }] },
        },
        'https://acme.test/',
      ),
    );
    expect(brief).toBe(
      [
        'Use the Acme brand (https://acme.test/).',
        'Colors: primary #ff0000 at 50% opacity (CTAs); link #0000ff (links).',
        'Type: body in Georgia 18px.',
        'Buttons: link no fill, #0000ff text.',
        'Mood: bold.',
      ].join('\n'),
    );
  });
});
