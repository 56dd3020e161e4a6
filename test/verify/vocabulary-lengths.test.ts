import { describe, expect, it } from 'vitest';
import { elevationComparer } from '../../src/verify/comparers/elevation.js';
import { shapeComparer } from '../../src/verify/comparers/shape.js';
import { typographyComparer } from '../../src/verify/comparers/typography.js';
import { lengthVocabularyOf } from '../../src/verify/vocabulary-lengths.js';
import { FULL, page, PLAIN } from './brand-pages.js';
import { sideFromCapture } from '../helpers/judge-sides.js';

describe('length vocabulary (issue 10 §1: sizes, radii and shadows the brand uses anywhere)', () => {
  it('reads radii, font sizes and drop shadows from elements and from every rule of the sheets', async () => {
    const home = await sideFromCapture(page('home', FULL));
    const v = lengthVocabularyOf(home);
    expect(v.radii).toEqual(expect.arrayContaining([6, 8, 36])); // 36 = the pill position of the radius axis
    expect(v.fontSizes).toEqual(expect.arrayContaining([15, 18, 20]));
    expect(v.shadows).toHaveLength(2);
    const plain = lengthVocabularyOf(await sideFromCapture(page('home', PLAIN)));
    expect(plain.radii).not.toContain(36);
    expect(plain.fontSizes).not.toContain(20);
    expect(plain.shadows).toHaveLength(1);
  });

  it('a login page using the pill fields, lead size and raised shadow the brand declares scores higher than one using them where the brand never does', async () => {
    const login = await sideFromCapture(page('login', FULL));
    const declared = await sideFromCapture(page('home', FULL));
    const undeclared = await sideFromCapture(page('home', PLAIN));
    for (const comparer of [shapeComparer, typographyComparer, elevationComparer]) {
      const own = comparer.compare(declared, login).score!;
      const foreign = comparer.compare(undeclared, login).score!;
      expect(own, comparer.id).toBeGreaterThan(foreign);
    }
    // The brand's own shadow is not reported as something to change.
    expect(elevationComparer.compare(declared, login).issues.filter((i) => i.current.includes('32px'))).toEqual([]);
    expect(elevationComparer.compare(undeclared, login).issues.filter((i) => i.current.includes('32px'))).not.toEqual([]);
  });
});
