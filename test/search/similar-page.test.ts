/**
 * The whole page in similarity lookup (issue 11 §2): a caller's full-page screenshot is read like a
 * corpus thumbnail, and the whole-page blocks (similar-page.ts) compare what a designer sees — dark
 * or light over the whole page, grey or colorful, which hues, photographs or flat fills.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pngjs from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_CORPUS_DIR } from '../../src/corpus/manifest.js';
import { decodeJpeg, downscale, type RgbImage } from '../../src/corpus/thumb-image.js';
import { thumbLook } from '../../src/corpus/thumb-look.js';
import { loadDefaultCorpus } from '../../src/search/corpus-load.js';
import type { LoadedCorpus } from '../../src/search/search.js';
import { corpusThumbLook, similarEntries } from '../../src/search/similar.js';
import { pageHues, pageImagery, pageLook, pagePaint, pageSaturation, pageTexture, pageTone } from '../../src/search/similar-page.js';

let corpus: LoadedCorpus;
beforeAll(async () => {
  corpus = await loadDefaultCorpus();
}, 120_000);

const designSystem = JSON.parse(readFileSync(new URL('../fixtures/design-systems/gen-tarix.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** A committed thumbnail as the PNG an extraction would hold (RGBA, `width` px wide). */
function thumbnailPng(id: string, width = 360): Buffer {
  const jpeg = decodeJpeg(readFileSync(join(BUNDLED_CORPUS_DIR, 'screenshots', `${id}.jpg`)));
  const image: RgbImage = width < jpeg.width ? downscale(jpeg, width) : jpeg;
  const png = new pngjs.PNG({ width: image.width, height: image.height });
  for (let i = 0; i < image.width * image.height; i++) {
    png.data.set(image.data.subarray(i * 3, i * 3 + 3), i * 4);
    png.data[i * 4 + 3] = 255;
  }
  return pngjs.PNG.sync.write(png);
}

const darkShare = (ids: string[]): number => {
  const looks = ids.flatMap((id) => corpusThumbLook(corpus, corpus.entries.findIndex((e) => e.id === id)) ?? []);
  return looks.reduce((s, l) => s + l.dark, 0) / looks.length;
};

describe("a caller's extraction", () => {
  it('is read from its full-page screenshot: the same design system over a dark page lists darker pages', async () => {
    const top = async (id: string): Promise<string[]> =>
      (await similarEntries(corpus, { designSystem, fullPagePng: thumbnailPng(id) }, { limit: 6 })).map((r) => r.entry.id);
    const overDark = await top('lz-ace-responsive-coming-soon-template'); // a dark photo page
    const overWhite = await top('lz-css3-bw'); // a light grey page
    expect(overDark).not.toEqual(overWhite);
    expect(darkShare(overDark)).toBeGreaterThan(darkShare(overWhite) + 0.1);
  }, 30_000);

  it('reads a viewport screenshot when there is no full-page one, and survives one that does not decode', async () => {
    const viewportOnly = await similarEntries(corpus, { designSystem, screenshotPng: thumbnailPng('lz-ace-responsive-coming-soon-template') }, { limit: 6 });
    expect(viewportOnly).toHaveLength(6);
    const broken = await similarEntries(corpus, { designSystem, screenshotPng: Buffer.from('no'), fullPagePng: Buffer.from('no') }, { limit: 6 });
    expect(broken).toHaveLength(6);
  }, 30_000);
});

describe('the whole-page blocks', () => {
  /** A look of a synthetic 360 × 800 page painted by `paint(y)`. */
  const page = (paint: (y: number) => [number, number, number]) => {
    const data = new Uint8Array(360 * 800 * 3);
    for (let y = 0; y < 800; y++) for (let x = 0; x < 360; x++) data.set(paint(y), (y * 360 + x) * 3);
    return pageLook(thumbLook({ width: 360, height: 800, data }))!;
  };
  const white = page(() => [255, 255, 255]);
  const black = page(() => [15, 15, 18]);
  const whiteRed = page((y) => (y < 200 ? [210, 30, 45] : [255, 255, 255]));
  const whiteTeal = page((y) => (y < 200 ? [20, 170, 160] : [255, 255, 255]));
  const whiteCoral = page((y) => (y < 200 ? [240, 90, 70] : [255, 255, 255]));

  it('tone: a black page is far from a white one, a white page with a colored band near it', () => {
    expect(pageTone(white, black)).toBeLessThan(0.1);
    expect(pageTone(white, whiteRed)).toBeGreaterThan(0.8);
  });

  it('hues: red is nearer coral than teal; two grey pages agree, grey and colored do not', () => {
    expect(pageHues(whiteRed, whiteCoral)).toBeGreaterThan(pageHues(whiteRed, whiteTeal) + 0.3);
    expect(pageHues(white, black)).toBe(1);
    expect(pageHues(white, whiteRed)).toBeLessThan(0.2);
  });

  it('saturation and texture: a vivid band is unlike a grey page; flat pages agree', () => {
    expect(pageSaturation(white, whiteRed)).toBeLessThan(pageSaturation(white, black));
    expect(pageTexture(white, black)).toBeGreaterThan(0.9);
  });

  it('paint: wide red bands match wide red bands, not a red button, nor teal bands; two unpainted pages agree', () => {
    const button = page((y) => (y > 300 && y < 310 ? [210, 30, 45] : [255, 255, 255]));
    expect(pagePaint(whiteRed, page((y) => (y > 400 && y < 600 ? [200, 25, 50] : [255, 255, 255])))).toBeGreaterThan(0.8);
    expect(pagePaint(whiteRed, button)).toBeLessThan(0.2);
    expect(pagePaint(whiteRed, whiteTeal)).toBeLessThan(0.1);
    expect(pagePaint(white, black)).toBe(1);
    // The hue bins' cosine reads the button page as red as the band page; the painted area does not.
    expect(pageHues(whiteRed, button)).toBeGreaterThan(0.9);
  });

  it('paint is null for a look stored before painted colors were read', () => {
    const { flat: _flat, topPhoto: _top, ...older } = thumbLook({ width: 360, height: 800, data: new Uint8Array(360 * 800 * 3).fill(255) });
    expect(pagePaint(white, pageLook(older)!)).toBeNull();
  });

  it('imagery: a photo hero is unlike a flat hero over the same page, like another photo hero', () => {
    const hero = (photo: boolean, seed: number) => {
      const data = new Uint8Array(360 * 800 * 3);
      for (let y = 0; y < 800; y++) {
        for (let x = 0; x < 360; x++) {
          const v = ((Math.sin((x + seed) * 12.9898 + y * 78.233) * 43758.5453) % 1 + 1) % 1;
          data.set(y >= 225 ? [255, 255, 255] : photo ? [40 + 170 * v, 60 + 120 * v, 90] : [30, 60, 110], (y * 360 + x) * 3);
        }
      }
      return pageLook(thumbLook({ width: 360, height: 800, data }))!;
    };
    expect(pageImagery(hero(true, 0), hero(true, 7))).toBeGreaterThan(0.95);
    expect(pageImagery(hero(true, 0), hero(false, 0))).toBeLessThan(0.4);
  });

  it('imagery: a black-and-white photo hero is a photo hero (grayPhoto), not a flat grey one', () => {
    // Smooth grey noise over a wide lightness range: too few distinct colors for `photo`'s test.
    const hero = (grey: boolean) => {
      const data = new Uint8Array(360 * 800 * 3);
      for (let y = 0; y < 800; y++) {
        for (let x = 0; x < 360; x++) {
          const v = Math.round(120 + 35 * Math.sin(x / 3) * Math.cos(y / 3));
          data.set(y >= 225 ? [255, 255, 255] : grey ? [v, v, v] : [120, 120, 120], (y * 360 + x) * 3);
        }
      }
      return thumbLook({ width: 360, height: 800, data });
    };
    const bw = hero(true);
    expect(bw.topPhoto).toBe(0);
    expect(bw.topGrayPhoto).toBeGreaterThan(0.5);
    expect(pageLook(bw)!.topPhoto).toBeGreaterThan(0.5);
    expect(pageImagery(pageLook(bw)!, pageLook(hero(false))!)).toBeLessThan(0.5);
    // A look stored before grey photographs were read keeps its photo shares.
    const { grayPhoto: _g, topGrayPhoto: _t, ...older } = bw;
    expect(pageLook(older)!.topPhoto).toBe(bw.topPhoto);
  });

  it('are null without a look', () => {
    expect(pageLook(null)).toBeNull();
  });
});
