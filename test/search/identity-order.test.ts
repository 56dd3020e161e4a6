/**
 * A template's showcase page (homepage or landing page) speaks for it when a query names no page
 * type (issue 11 §2: the "about" and "pricing" pages of a crimson template outranked its crimson
 * homepage on "burgundy and crimson, dramatic").
 */
import { describe, expect, it } from 'vitest';
import { showcaseFirst } from '../../src/search/identity-order.js';

// "a:homepage" is a page of template a; a trailing "*" marks the template's entry page.
const page = (id: string) => {
  const [identity, type] = id.split(':') as [string, string];
  return { id, identity, pageType: type.replace('*', ''), entry: type.endsWith('*') };
};
const order = (ids: string[], asked: string[] = []) => showcaseFirst(ids.map(page), (p) => p, asked).map((p) => p.id);

describe('showcaseFirst', () => {
  it("moves a template's homepage into the place of its sibling that ranked first", () => {
    expect(order(['a:about', 'b:homepage', 'a:pricing', 'c:landing_page', 'a:homepage'])).toEqual([
      'a:homepage', 'a:about', 'b:homepage', 'a:pricing', 'c:landing_page',
    ]);
  });

  it('leaves the order alone when the asked page type is not the showcase page\'s, or when the template has no showcase page', () => {
    expect(order(['a:about', 'b:homepage', 'a:homepage'], ['about'])).toEqual(['a:about', 'b:homepage', 'a:homepage']);
    expect(order(['a:blog', 'b:homepage', 'a:about'])).toEqual(['a:blog', 'b:homepage', 'a:about']);
  });

  it('keeps a homepage that already leads, and every page exactly once', () => {
    const ids = ['a:homepage', 'b:about', 'a:about', 'b:landing_page', 'c:blog'];
    const out = order(ids);
    expect(out).toEqual(['a:homepage', 'b:landing_page', 'b:about', 'a:about', 'c:blog']);
    expect([...out].sort()).toEqual([...ids].sort());
  });

  it("prefers the template's entry page, whatever its type, and moves it for an asked type it has", () => {
    expect(order(['a:portfolio', 'b:homepage', 'a:portfolio*'])).toEqual(['a:portfolio*', 'a:portfolio', 'b:homepage']);
    expect(order(['a:portfolio', 'b:homepage', 'a:portfolio*'], ['portfolio'])).toEqual(['a:portfolio*', 'a:portfolio', 'b:homepage']);
    expect(order(['a:about', 'a:homepage', 'a:landing_page*'])).toEqual(['a:landing_page*', 'a:about', 'a:homepage']);
  });
});
