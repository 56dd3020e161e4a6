/**
 * Just enough PNG for corpus thumbnails, in pure Node (node:zlib): decode the 8-bit, non-interlaced
 * RGB/RGBA screenshots Chromium writes, and box-downscale them. No image library is installed
 * (ARCHITECTURE "one adapter per dependency"; none is needed for this).
 */
import { inflateSync } from 'node:zlib';

/** An 8-bit RGB raster, row-major, 3 bytes per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Decodes a PNG into RGB (alpha dropped over white). Throws on what Chromium never writes (palette, 16-bit, interlaced). */
export function decodePng(png: Buffer): RgbImage {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colorType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = colorType === 2 ? 3 : colorType === 6 ? 4 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`unsupported PNG (bit depth ${depth}, color type ${colorType}, interlace ${interlace}); expected 8-bit RGB or RGBA, not interlaced`);
      }
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      break;
    }
  }
  if (width === 0 || height === 0) throw new Error('PNG has no IHDR chunk');
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new Error(`PNG data too short: ${raw.length} bytes for ${width}×${height}`);
  const pixels = unfilter(raw, width, height, channels);
  if (channels === 3) return { width, height, data: pixels };
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) {
    const a = pixels[i + 3]! / 255;
    rgb[j] = Math.round(pixels[i]! * a + 255 * (1 - a));
    rgb[j + 1] = Math.round(pixels[i + 1]! * a + 255 * (1 - a));
    rgb[j + 2] = Math.round(pixels[i + 2]! * a + 255 * (1 - a));
  }
  return { width, height, data: rgb };
}

/** Reverses the per-row PNG filters (None, Sub, Up, Average, Paeth). */
function unfilter(raw: Buffer, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[src + x]!;
      const left = x >= bpp ? out[row + x - bpp]! : 0;
      const up = y > 0 ? out[prev + x]! : 0;
      const upLeft = y > 0 && x >= bpp ? out[prev + x - bpp]! : 0;
      let predicted: number;
      switch (filter) {
        case 0: predicted = 0; break;
        case 1: predicted = left; break;
        case 2: predicted = up; break;
        case 3: predicted = (left + up) >> 1; break;
        case 4: predicted = paeth(left, up, upLeft); break;
        default: throw new Error(`PNG row ${y} has unknown filter ${filter}`);
      }
      out[row + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The top `maxHeight` rows of `image` (all of it when shorter). */
export function cropTop(image: RgbImage, maxHeight: number): RgbImage {
  if (image.height <= maxHeight) return image;
  return { width: image.width, height: maxHeight, data: image.data.subarray(0, image.width * maxHeight * 3) };
}

/** Box-filter downscale to `width` (height keeps the aspect ratio): every source pixel counts once. */
export function downscale(image: RgbImage, width: number): RgbImage {
  if (width >= image.width) return image;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const sums = new Float64Array(width * height * 3);
  const counts = new Float64Array(width * height);
  for (let y = 0; y < image.height; y++) {
    const ty = Math.min(height - 1, Math.floor((y * height) / image.height));
    for (let x = 0; x < image.width; x++) {
      const tx = Math.min(width - 1, Math.floor((x * width) / image.width));
      const t = ty * width + tx;
      const s = (y * image.width + x) * 3;
      sums[t * 3] += image.data[s]!;
      sums[t * 3 + 1] += image.data[s + 1]!;
      sums[t * 3 + 2] += image.data[s + 2]!;
      counts[t] += 1;
    }
  }
  const data = new Uint8Array(width * height * 3);
  for (let t = 0; t < width * height; t++) {
    const n = counts[t] || 1;
    data[t * 3] = Math.round(sums[t * 3]! / n);
    data[t * 3 + 1] = Math.round(sums[t * 3 + 1]! / n);
    data[t * 3 + 2] = Math.round(sums[t * 3 + 2]! / n);
  }
  return { width, height, data };
}
