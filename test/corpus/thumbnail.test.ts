/**
 * Screenshot rasters (thumb-image.ts): PNG and JPEG decoded through pngjs and jpeg-js, box
 * downscaling, cropping, and the color grid of the first viewport. (Corpus JPEG thumbnails come
 * from Chromium: page-shot.test.ts.)
 */
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { describe, expect, it } from 'vitest';
import { cropTop, decodeImage, decodeJpeg, decodePng, downscale, type RgbImage } from '../../src/corpus/thumb-image.js';
import { colorGrid, screenshotGrid } from '../../src/corpus/thumbnail.js';

function gradient(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      data[o] = Math.round((x / width) * 255);
      data[o + 1] = Math.round((y / height) * 255);
      data[o + 2] = (x * 7 + y * 13) % 256;
    }
  }
  return { width, height, data };
}

const rgba = (image: RgbImage, alpha = 255): Buffer => {
  const out = Buffer.alloc(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    out.set(image.data.subarray(i * 3, i * 3 + 3), i * 4);
    out[i * 4 + 3] = alpha;
  }
  return out;
};

/** A PNG of `image`, written by pngjs as RGB (color type 2) or RGBA (6). */
function encodePng(image: RgbImage, colorType: 2 | 6 = 2, alpha = 255): Buffer {
  const png = new pngjs.PNG({ width: image.width, height: image.height, colorType, inputColorType: 6 });
  png.data = rgba(image, alpha);
  return pngjs.PNG.sync.write(png, { colorType, inputColorType: 6 });
}

const encodeJpeg = (image: RgbImage): Buffer => jpeg.encode({ width: image.width, height: image.height, data: rgba(image) }, 95).data;

describe('PNG and JPEG', () => {
  it('decodes RGB and RGBA PNGs exactly', () => {
    const image = gradient(23, 17);
    for (const colorType of [2, 6] as const) {
      const decoded = decodePng(encodePng(image, colorType));
      expect([decoded.width, decoded.height]).toEqual([23, 17]);
      expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(true);
    }
  });

  it('composites a transparent PNG over white', () => {
    const black: RgbImage = { width: 2, height: 1, data: new Uint8Array(6) };
    expect(Array.from(decodePng(encodePng(black, 6, 0)).data)).toEqual([255, 255, 255, 255, 255, 255]);
    expect(Array.from(decodePng(encodePng(black, 6, 128)).data)[0]).toBe(127);
  });

  it('decodes a JPEG close to what was encoded, and tells the formats apart', () => {
    const image = gradient(40, 30);
    const decoded = decodeJpeg(encodeJpeg(image));
    expect([decoded.width, decoded.height]).toEqual([40, 30]);
    let err = 0;
    for (let i = 0; i < image.data.length; i++) err += Math.abs(decoded.data[i]! - image.data[i]!);
    expect(err / image.data.length).toBeLessThan(6);
    expect(decodeImage(encodeJpeg(image)).width).toBe(40);
    expect(decodeImage(encodePng(image)).width).toBe(40);
  });

  it('rejects what is neither', () => {
    expect(() => decodePng(Buffer.from('not a png'))).toThrow(/not a PNG/);
    expect(() => decodeJpeg(Buffer.from('not a jpeg'))).toThrow(/not a JPEG/);
    expect(() => decodeImage(Buffer.from('neither'))).toThrow(/not a PNG/);
  });

  it('downscales by averaging boxes (to a width, or to a grid) and crops from the top', () => {
    const image: RgbImage = { width: 4, height: 2, data: new Uint8Array([0, 0, 0, 100, 100, 100, 200, 0, 0, 200, 0, 0, 0, 0, 0, 100, 100, 100, 0, 0, 200, 0, 0, 200]) };
    expect(Array.from(downscale(image, 2).data)).toEqual([50, 50, 50, 100, 0, 100]);
    expect(Array.from(downscale(image, 1, 2).data)).toEqual([125, 25, 25, 25, 25, 125]);
    expect(downscale(image, 8, 8)).toBe(image);
    expect(cropTop(image, 1).height).toBe(1);
    expect(colorGrid(image, 2)).toEqual({ columns: 2, rows: 1, colors: ['#323232', '#640064'] });
  });
});

describe('screenshotGrid', () => {
  it('makes a 12-column grid of the first 900px of a full-page PNG', () => {
    const grid = screenshotGrid(encodePng(gradient(1440, 1200)));
    expect(grid.columns).toBe(12);
    expect(grid.rows).toBe(8); // the first 900px: 12 × 7.5 rounds to 8 rows
    expect(grid.colors).toHaveLength(96);
  });
});
