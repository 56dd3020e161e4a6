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
