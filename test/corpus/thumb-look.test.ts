/**
 * The whole-thumbnail look (issue 11 §2): statistics a designer sees, read off small synthetic
 * images and off real committed corpus thumbnails, and thumbs.json kept in step with the JPEGs.
 */
import jpeg from 'jpeg-js';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_CORPUS_DIR } from '../../src/corpus/manifest.js';
import type { RgbImage } from '../../src/corpus/thumb-image.js';
import { gridColors, thumbLook } from '../../src/corpus/thumb-look.js';
import { readThumbLooks, thumbLookOfFile, updateThumbLooks } from '../../src/corpus/thumb-store.js';

/** A 360-px-wide image painted by `paint(x, y)` → [r, g, b]. */
function image(height: number, paint: (x: number, y: number) => [number, number, number], width = 360): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 3);
  return { width, height, data };
}

/** Deterministic noise 0..1. */
const noise = (x: number, y: number): number => ((Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1 + 1) % 1;

describe('thumbLook on synthetic pages', () => {
  it('reads a white page as light, grey and flat', () => {
    const look = thumbLook(image(900, () => [255, 255, 255]));
    expect(look.meanL).toBeGreaterThan(0.99);
    expect([look.dark, look.vivid, look.edges, look.photo, look.hueShare]).toEqual([0, 0, 0, 0, 0]);
    expect(look.gray).toBe(1);
    expect(look.hue).toBeNull();
    expect(look.length).toBe(3600);
  });

  it('reads a dark page with a vivid red band: share dark, vivid, red leading', () => {
    const look = thumbLook(image(800, (_, y) => (y < 200 ? [220, 20, 40] : [17, 17, 17])));
    expect(look.dark).toBeCloseTo(0.75, 2);
    expect(look.vivid).toBeCloseTo(0.25, 2);
    expect(look.hue).toBeGreaterThan(10);
    expect(look.hue).toBeLessThan(40); // OKLCH red sits near 25°
    expect(look.hueShare).toBe(1);
    expect(look.hues.reduce((a, b) => a + b, 0)).toBeCloseTo(0.25, 2);
  });

  it('tells a photograph from text on a plain ground', () => {
    const photo = thumbLook(image(600, (x, y) => {
      const v = 60 + 120 * noise(x, y);
      return [v, v * 0.8 + 30 * noise(y, x), v * 0.6];
    }));
    // Text: dark 1-px strokes on white, in lines.
    const text = thumbLook(image(600, (x, y) => (y % 12 < 7 && x % 4 === 0 ? [30, 30, 30] : [255, 255, 255])));
    expect(photo.photo).toBeGreaterThan(0.8);
    expect(text.photo).toBeLessThan(0.05);
    expect(text.edges).toBeGreaterThan(0.2);
    expect(text.gray).toBe(1);
  });

  it('reads painted color apart from photographs: a crimson band counts, a warm photograph does not', () => {
    // A crimson band over the top quarter, then a warm photograph, then white.
    const look = thumbLook(image(800, (x, y) => {
      if (y < 200) return [200, 20, 60];
      if (y < 500) { const v = 80 + 150 * noise(x, y); return [v, v * 0.7, v * 0.45]; }
      return [255, 255, 255];
    }));
    const painted = look.flat!.reduce((a, b) => a + b, 0);
    expect(painted).toBeCloseTo(0.25, 1); // the band, not the photograph's orange tones
    expect(look.flat!.indexOf(Math.max(...look.flat!))).toBe(0); // crimson: OKLCH hue under 30°
    expect(look.hues.reduce((a, b) => a + b, 0)).toBeGreaterThan(painted + 0.2); // all colored pixels include the photo's
  });

  it('reads the first viewport’s photo share: a photo hero against a flat hero over the same page below', () => {
    const below = (y: number): [number, number, number] => (y % 40 < 20 ? [255, 255, 255] : [240, 240, 240]);
    const photoHero = thumbLook(image(900, (x, y) => (y < 225 ? [60 + 150 * noise(x, y), 90 + 100 * noise(y, x), 120] : below(y))));
    const flatHero = thumbLook(image(900, (_, y) => (y < 225 ? [20, 40, 120] : below(y))));
    expect(photoHero.topPhoto).toBeGreaterThan(0.9);
    expect(flatHero.topPhoto).toBe(0);
    expect(photoHero.photo).toBeLessThan(0.3); // the page as a whole is mostly flat
  });

  it('brings any width to the thumbnail frame: a 1440-px full-page shot reads like its 360-px thumbnail', () => {
    const paint = (x: number, y: number): [number, number, number] => (y < 900 ? [20, 40, 120] : x < 720 ? [250, 250, 245] : [200, 60, 30]);
    const big = thumbLook(image(4000, (x, y) => paint(x, y), 1440));
    const small = thumbLook(image(1000, (x, y) => paint(x * 4, y * 4)));
    expect(big.length).toBe(small.length);
    expect(big.dark).toBeCloseTo(small.dark, 2);
    expect(big.hue).toBe(small.hue);
    expect(gridColors(big.top)).toEqual(gridColors(small.top));
    expect(big.page.columns * big.page.rows).toBe(72);
    expect(gridColors(big.top)[0]).toBe('#142878');
  });

  it('reads a viewport screenshot as a viewport: no length, statistics of the first screen', () => {
    const look = thumbLook(image(900, (_, y) => (y < 225 ? [0, 0, 0] : [255, 255, 255]), 360), { wholePage: false });
    expect(look.length).toBeNull();
    expect(look.dark).toBe(1);
  });
});

describe('thumbLook on committed corpus thumbnails', () => {
  const look = (id: string) => thumbLookOfFile(join(BUNDLED_CORPUS_DIR, 'screenshots', `${id}.jpg`));

  it('reads a dark photo page as dark and photographic, a black-and-white page as grey', () => {
    const photo = look('lz-ace-responsive-coming-soon-template'); // a full-screen autumn photo under a dark veil
    expect(photo.dark).toBeGreaterThan(0.8);
    expect(photo.photo).toBeGreaterThan(0.4);
    const bw = look('lz-css3-bw'); // a black-and-white CSS template
    expect(bw.gray).toBeGreaterThan(0.95);
    expect(bw.vivid).toBe(0);
    const pastel = look('h5u-forty'); // navy page with pastel tiles of many hues
    expect(pastel.hues.filter((h) => h >= 0.01).length).toBeGreaterThanOrEqual(4);
    expect(pastel.flat!.filter((h) => h >= 0.01).length).toBeGreaterThanOrEqual(3); // the tiles are painted, not photographs
  });

  it('reads hot-pink bands as painted, a night-sky photo page as barely painted', () => {
    const painted = (id: string): number => look(id).flat!.reduce((a, b) => a + b, 0);
    expect(painted('lz-school-educational-html5-template')).toBeGreaterThan(0.15); // magenta bands and footer
    expect(painted('tm-marco')).toBeLessThan(0.02); // warm photographs, no painted color
  });

  it('is what corpus/thumbs.json holds for every thumbnail', () => {
    const stored = readThumbLooks(BUNDLED_CORPUS_DIR);
    expect(stored.size).toBeGreaterThanOrEqual(600);
    // Every stored look carries the painted colors and the first viewport's photo share.
    expect([...stored.values()].filter((l) => l.flat?.length !== 12 || typeof l.topPhoto !== 'number')).toEqual([]);
    const { bytes, ...fresh } = look('h5u-forty');
    const { bytes: storedBytes, ...kept } = stored.get('h5u-forty')!;
    expect(kept).toEqual(fresh);
    expect(storedBytes).toBe(bytes);
  });
});

describe('thumbs.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thumbs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads new thumbnails, keeps unchanged ones, re-reads re-taken ones and drops missing ones', () => {
    mkdirSync(join(dir, 'screenshots'));
    copyFileSync(join(BUNDLED_CORPUS_DIR, 'screenshots', 'lz-css3-bw.jpg'), join(dir, 'screenshots', 'a.jpg'));
    copyFileSync(join(BUNDLED_CORPUS_DIR, 'screenshots', 'lz-ace-responsive-coming-soon-template.jpg'), join(dir, 'screenshots', 'b.jpg'));
    expect(updateThumbLooks(dir, ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect([...readThumbLooks(dir).keys()]).toEqual(['a', 'b']);
    expect(updateThumbLooks(dir, ['a', 'b'])).toEqual([]);
    // b is shot again: another image, another size.
    const red = { width: 8, height: 8, data: Buffer.alloc(256, 0).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)) };
    writeFileSync(join(dir, 'screenshots', 'b.jpg'), jpeg.encode(red, 90).data);
    expect(updateThumbLooks(dir, ['a', 'b'])).toEqual(['b']);
    expect(readThumbLooks(dir).get('b')!.vivid).toBe(1);
    expect([...readThumbLooks(dir).keys()]).toEqual(['a', 'b']);
    expect(updateThumbLooks(dir, ['a'])).toEqual([]);
    expect([...readThumbLooks(dir).keys()]).toEqual(['a']);
    // A look stored before the painted colors were read is read again, once.
    const file = join(dir, 'thumbs.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { looks: Record<string, Record<string, unknown>> };
    delete doc.looks.a!.flat;
    delete doc.looks.a!.topPhoto;
    writeFileSync(file, JSON.stringify(doc));
    expect(updateThumbLooks(dir, ['a'])).toEqual(['a']);
    expect(readThumbLooks(dir).get('a')!.flat).toHaveLength(12);
    expect(updateThumbLooks(dir, ['a'])).toEqual([]);
  });
});
