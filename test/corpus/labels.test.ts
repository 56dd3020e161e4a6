/**
 * Hand labels (corpus/labels.json) over the extractor's facets: a hand label wins, the replaced
 * value is kept so removing the label restores it, tags follow, bad values are 422 issues.
 */
import { describe, expect, it } from 'vitest';
import { buildCard } from '../../src/corpus/cards.js';
import { applyLabels, parseLabels, withoutLabels } from '../../src/corpus/labels.js';
import { ValidationError } from '../../src/errors.js';

const card = buildCard({
  labels: { id: 'p', url: 'https://p.realweb.brand-design.test/', brand_name: 'P', industry: 'saas', page_type: 'homepage', identity: 'p' },
  designSystem: {},
});

describe('labels', () => {
  it('reads the file keyed by page id, with or without a wrapper, and which labels were set by hand', () => {
    const labels = parseLabels({ labels: { p: { industry: 'restaurant', layout: 'dense_packed', style: 'editorial', mood: ['moody'], hand: ['industry', 'layout'] } } });
    expect(labels.get('p')).toEqual({ industry: 'restaurant', layouts: ['dense_packed'], style: 'editorial', mood: ['moody'], hand: ['industry', 'layout'] });
    expect(parseLabels({ q: { page_type: 'about' } }).get('q')).toEqual({ page_type: 'about', hand: ['page_type'] });
  });

  it('rejects values outside the spec vocabulary with 422 issues', () => {
    let error: unknown;
    try {
      parseLabels({ p: { industry: 'bakery', layout: ['grid'] } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.loc.join('.'))).toEqual(['labels.p.industry', 'labels.p.layout']);
  });

  it('applies hand labels over the facets and tags, and restores the extractor values when removed', () => {
    expect(card.facets.industry).toBe('saas');
    const labelled = applyLabels(card, parseLabels({ p: { industry: 'restaurant', layout: ['dense_packed'], style: 'editorial' } }).get('p'));
    expect(labelled.facets).toMatchObject({ industry: 'restaurant', layouts: ['dense_packed'], style: 'editorial' });
    expect(labelled.tags).toContain('restaurant');
    expect(labelled.tags).not.toContain('saas');
    expect(labelled.tags).toContain('dense_packed');
    expect(labelled.hand_labels).toEqual(['industry', 'layout', 'style']);
    expect(labelled.extracted).toMatchObject({ industry: 'saas', layouts: card.facets.layouts, style: card.facets.style });
    // Applying again (the next build) is stable; no label restores the extractor's card.
    expect(applyLabels(labelled, parseLabels({ p: { industry: 'restaurant', layout: ['dense_packed'], style: 'editorial' } }).get('p'))).toEqual(labelled);
    const restored = applyLabels(labelled, undefined);
    expect(restored.facets).toEqual(card.facets);
    expect(restored.tags).toEqual(card.tags);
    expect(withoutLabels(card)).toEqual({ ...card, hand_labels: [] });
  });
});
