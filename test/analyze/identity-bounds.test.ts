/** Issue 8 item 11: the identity paragraph stays bounded on pages that keep appending sections. */
import { describe, expect, it } from 'vitest';
import { composeIdentity, describeSequence, MAX_PARAGRAPH_CHARS } from '../../src/analyze/identity.js';

const layout = { primary: ['centered_symmetric'], content_width: { max_width_px: 1200 } };

describe('identity paragraph bounds', () => {
  it('collapses runs of one section kind', () => {
    expect(describeSequence(['hero', 'content', 'content', 'content', 'content', 'content', 'cta'])).toBe('hero → content ×5 → cta');
    expect(describeSequence(['hero', 'features', 'cta'])).toBe('hero → features → cta');
    expect(describeSequence([])).toBe('');
  });

  it('names at most 12 entries, then an ellipsis', () => {
    const alternating = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'content' : 'features'));
    const text = describeSequence(alternating);
    expect(text.split(' → ')).toHaveLength(13);
    expect(text.endsWith(' → …')).toBe(true);
  });

  it('keeps the paragraph short on an endless page (was 3,291 characters of "content → content → …")', () => {
    const sequence = ['header', 'hero', ...Array.from({ length: 400 }, () => 'content'), 'footer'];
    const identity = composeIdentity({ profile: { brand_name: 'Scroller' }, layout, sections: { sequence } })!;
    expect(identity.paragraph).toBe('The layout is centered and symmetric within a 1200px container, running hero → content ×400.');
  });

  it('hard-caps the paragraph length at a word boundary', () => {
    const description = Array.from({ length: 400 }, (_, i) => `family${i}`).join(' and ');
    const identity = composeIdentity({ profile: { brand_name: 'Wordy' }, typography: { pairing: { description } }, layout })!;
    expect(identity.paragraph.length).toBeLessThanOrEqual(MAX_PARAGRAPH_CHARS);
    expect(identity.paragraph.endsWith('…')).toBe(true);
    expect(identity.paragraph).toMatch(/family\d+…$|and…$/);
  });
});
