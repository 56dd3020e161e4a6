import { describe, expect, it } from 'vitest';
import { judge } from '../../src/verify/adherence.js';
import { COMPARERS } from '../../src/verify/comparers/index.js';
import { poolReference } from '../../src/verify/site-reference.js';
import { brandHas } from '../../src/verify/recommendation-context.js';
import { FULL, page, PLAIN } from './brand-pages.js';
import { sideFromCapture } from '../helpers/judge-sides.js';

describe('recommendations a person can act on (issue 10 §3)', () => {
  it('never asks a page to drop a radius the brand declares; names where the brand uses the value it asks for', async () => {
    const login = await sideFromCapture(page('login', PLAIN));
    const plain = await judge(await sideFromCapture(page('home', PLAIN)), login, COMPARERS);
    const pills = plain.components.shape!.issues.find((i) => i.property === 'border-radius')!;
    expect(pills.message).toMatch(/the reference uses 6px on "[^"]+" \(input, 2 elements\)\.$/);
    expect(plain.recommendations.some((r) => r.includes('pill (fully rounded) corners'))).toBe(true);

    const full = await judge(await sideFromCapture(page('home', FULL)), login, COMPARERS);
    // The brand declares pill fields (.form-control-pill): the login page's pills are its own.
    expect(full.components.shape!.issues.filter((i) => i.current === '9999px')).toEqual([]);
    expect(full.recommendations.some((r) => r.includes('pill (fully rounded) corners'))).toBe(false);
    expect(full.components.shape!.details['on_brand_elsewhere']).toEqual(expect.arrayContaining([expect.objectContaining({ property: 'border-radius' })]));
  });

  it('names the reference page that carries the value when the reference is a site', async () => {
    const home = await sideFromCapture(page('home', PLAIN));
    const register = await sideFromCapture(page('login', PLAIN, 'register'));
    const source = await sideFromCapture(page('login', PLAIN.replace('18px', '18px').concat(' p { font-size: 20px; }'), 'signup'));
    const site = poolReference(home, [register]);
    expect(brandHas(site, 'border-radius', '9999px')).toBe(true);
    expect(brandHas(home, 'border-radius', '9999px')).toBe(false);
    expect(brandHas(home, 'font-size', '18px')).toBe(true);
    expect(brandHas(home, 'color', '#ff00aa')).toBe(false);
    const verdict = await judge(site, source, COMPARERS);
    for (const issue of Object.values(verdict.components).flatMap((v) => v!.issues)) {
      if (issue.message.includes('the reference uses')) expect(issue.message).toMatch(/on https:\/\/brand\.test\/(home|register)\.$/);
    }
  });
});
