/**
 * The screenshot color grid: PNG decoding (every row filter), box downscaling and the grid of the
 * first viewport. (Corpus JPEG thumbnails come from Chromium: page-shot.test.ts.)
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cropTop, decodePng, downscale, type RgbImage } from '../../src/corpus/png.js';
import { colorGrid, screenshotGrid } from '../../src/corpus/thumbnail.js';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** A PNG of `image` with `channels` 3 or 4, cycling through all five row filters. */
function encodePng(image: RgbImage, channels: 3 | 4 = 3): Buffer {
  const stride = image.width * channels;
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < image.height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < image.width; x++) {
      for (let c = 0; c < 3; c++) row[x * channels + c] = image.data[(y * image.width + x) * 3 + c]!;
      if (channels === 4) row[x * channels + 3] = 255;
    }
    const filter = y % 5;
    const out = Buffer.alloc(stride + 1);
    out[0] = filter;
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = previous[i]!;
      const c = i >= channels ? previous[i - channels]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      out[i + 1] = (row[i]! - predicted) & 0xff;
    }
    rows.push(out);
    previous = row;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(image.width, 0);
  ihdr.writeUInt32BE(image.height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 3 ? 2 : 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

describe('PNG', () => {
  it('decodes every row filter, RGB and RGBA, exactly', () => {
    const image = gradient(23, 17);
    for (const channels of [3, 4] as const) {
      const decoded = decodePng(encodePng(image, channels));
      expect(decoded.width).toBe(23);
      expect(decoded.height).toBe(17);
      expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(true);
    }
  });

  it('rejects what is not an 8-bit RGB(A) PNG', () => {
    expect(() => decodePng(Buffer.from('not a png'))).toThrow(/not a PNG/);
  });

  it('downscales by averaging boxes and crops from the top', () => {
    const image: RgbImage = { width: 4, height: 2, data: new Uint8Array([0, 0, 0, 100, 100, 100, 200, 0, 0, 200, 0, 0, 0, 0, 0, 100, 100, 100, 0, 0, 200, 0, 0, 200]) };
    expect(Array.from(downscale(image, 2).data)).toEqual([50, 50, 50, 100, 0, 100]);
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
