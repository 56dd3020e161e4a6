import { describe, expect, it } from 'vitest';
import { judge } from '../../src/verify/adherence.js';
import { COMPARERS } from '../../src/verify/comparers/index.js';
import { poolReference } from '../../src/verify/site-reference.js';
import { vocabularyOf } from '../../src/verify/vocabulary.js';
import { lengthVocabularyOf } from '../../src/verify/vocabulary-lengths.js';
import { page, PLAIN } from './brand-pages.js';
import { sideFromCapture } from '../helpers/judge-sides.js';

describe('site reference (issue 10 §1: the reference pages pooled)', () => {
  it('a one-page site is that page; pooled pages keep distinct node ids and the named page first', async () => {
    const home = await sideFromCapture(page('home', PLAIN));
    const register = await sideFromCapture(page('login', PLAIN, 'register'));
    expect(poolReference(home, [])).toBe(home);
    const site = poolReference(home, [register]);
    const ids = site.capture.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(site.features.elements).toHaveLength(home.features.elements.length + register.features.elements.length);
    expect(site.features.elements.every((e) => ids.includes(e.node_id))).toBe(true);
    expect(site.url).toBe(home.url);
    expect(site.capture.stylesheets).toHaveLength(1); // the same sheet once
    expect(lengthVocabularyOf(site).radii).toContain(36); // the register page's pill fields
    expect(vocabularyOf(site).families).toEqual(vocabularyOf(home).families);
  });

  it('a login page judged against the site (home + register) scores higher than against the home page alone', async () => {
    const home = await sideFromCapture(page('home', PLAIN));
    const register = await sideFromCapture(page('login', PLAIN, 'register'));
    const login = await sideFromCapture(page('login', PLAIN));
    const alone = await judge(home, login, COMPARERS);
    const site = await judge(poolReference(home, [register]), login, COMPARERS);
    expect(site.score!).toBeGreaterThan(alone.score!);
    expect(site.score!).toBeGreaterThanOrEqual(0.97);
    // The site judged against itself stays whole.
    expect((await judge(poolReference(home, [register]), home, COMPARERS)).score!).toBeGreaterThanOrEqual(0.97);
  });
});
