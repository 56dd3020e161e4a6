/**
 * A template's showcase page (homepage or landing page) speaks for it when a query names no page
 * type (issue 11 §2: the "about" and "pricing" pages of a crimson template outranked its crimson
 * homepage on "burgundy and crimson, dramatic").
 */
import { describe, expect, it } from 'vitest';
import { showcaseFirst } from '../../src/search/identity-order.js';

const page = (id: string) => {
  const [identity, pageType] = id.split(':') as [string, string];
  return { id, identity, pageType };
};
const order = (ids: string[], asked = false) => showcaseFirst(ids.map(page), (p) => p, asked).map((p) => p.id);

describe('showcaseFirst', () => {
  it("moves a template's homepage into the place of its sibling that ranked first", () => {
    expect(order(['a:about', 'b:homepage', 'a:pricing', 'c:landing_page', 'a:homepage'])).toEqual([
      'a:homepage', 'a:about', 'b:homepage', 'a:pricing', 'c:landing_page',
    ]);
  });

  it('leaves the order alone when a page type is asked, or when the template has no showcase page', () => {
    expect(order(['a:about', 'b:homepage', 'a:homepage'], true)).toEqual(['a:about', 'b:homepage', 'a:homepage']);
    expect(order(['a:blog', 'b:homepage', 'a:about'])).toEqual(['a:blog', 'b:homepage', 'a:about']);
  });

  it('keeps a homepage that already leads, and every page exactly once', () => {
    const ids = ['a:homepage', 'b:about', 'a:about', 'b:landing_page', 'c:blog'];
    const out = order(ids);
    expect(out).toEqual(['a:homepage', 'b:landing_page', 'b:about', 'a:about', 'c:blog']);
    expect([...out].sort()).toEqual([...ids].sort());
  });
});
