import { describe, expect, it } from 'vitest';
import type { DesignMeasures } from '../../src/search/deep-facets.js';
import type { Ranked } from '../../src/search/rank.js';
import { reasonFor, type ReasonInput } from '../../src/search/reason.js';

// The card's `reason` (spec §2.6) is a sentence a person reads in the CLI: articles agree with the
// mood word that follows them.
const input = { facets: { theme: 'light', industry: 'hospitality' }, measures: {} as DesignMeasures, primaryHex: null, backgroundHex: null, headingFamily: null } as unknown as ReasonInput;
const ranked = (moods: string[]) => ({ agreement: { matched: moods.map((value) => ({ field: 'mood', value, weight: 1 })), missed: [] } }) as unknown as Ranked;

describe('reasonFor', () => {
  it('writes "an" before a mood that starts with a vowel and "a" before the others', () => {
    expect(reasonFor(input, ranked(['elegant']), 'fast')).toBe('Matches an elegant mood.');
    expect(reasonFor(input, ranked(['calm', 'earthy']), 'fast')).toBe('Matches a calm mood and an earthy mood.');
  });
});

// Deep reasons cite evidence for a theme; a page dark by eye may sit on a white body that dark
// sections paint over, and "dark theme: white canvas (#ffffff)" contradicts itself.
describe('theme evidence', () => {
  const dark = { agreement: { matched: [{ field: 'theme', value: 'dark', weight: 1 }], missed: [] } } as unknown as Ranked;
  const withCanvas = (backgroundHex: string, darkShare: number | null) => ({ ...input, measures: { radius: { button: null, card: null } }, backgroundHex, darkShare }) as unknown as ReasonInput;
  it('cites the canvas when it is of the theme', () => {
    expect(reasonFor(withCanvas('#131415', 0.8), dark, 'deep')).toBe('Matches dark theme: near-black canvas (#131415).');
  });
  it('cites how much of the thumbnail is dark when the canvas is light', () => {
    expect(reasonFor(withCanvas('#ffffff', 0.64), dark, 'deep')).toBe('Matches dark theme: dark through 64% of the page.');
  });
  it('cites nothing rather than a contradiction', () => {
    expect(reasonFor(withCanvas('#ffffff', 0.3), dark, 'deep')).toBe('Matches dark theme.');
    expect(reasonFor(withCanvas('#ffffff', null), dark, 'deep')).toBe('Matches dark theme.');
  });
});

describe('a reason with nothing matched', () => {
  const none = { agreement: { matched: [], missed: [] } } as unknown as Ranked;
  it('names the theme and industry it has, without a gap for an industry the page lacks', () => {
    expect(reasonFor({ ...input, primaryHex: '#435174' } as ReasonInput, none, 'fast')).toBe('Its light hospitality identity with muted indigo primary (#435174) reads closest to the description.');
    const lawFirm = { ...input, facets: { theme: 'light', industry: null }, primaryHex: '#435174' } as unknown as ReasonInput;
    expect(reasonFor(lawFirm, none, 'fast')).toBe('Its light identity with muted indigo primary (#435174) reads closest to the description.');
  });
});
