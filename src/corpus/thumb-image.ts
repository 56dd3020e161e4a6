/**
 * Screenshots and thumbnails as RGB rasters (issue 11 §1–2): the corpus thumbnails are JPEGs
 * Chromium writes (page-shot.ts), an extraction's screenshots are PNGs. Decoding goes through
 * well-kept libraries — jpeg-js and pngjs, both pure JS — imported here only (ARCHITECTURE "one
 * adapter file per dependency"); what is left here is cropping and box-downscaling the raster.
 */
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { BrandDesignError } from '../errors.js';

/** An 8-bit RGB raster, row-major, 3 bytes per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** RGBA → RGB, alpha composited over white (a transparent screenshot edge reads as the page's white). */
function dropAlpha(width: number, height: number, rgba: Uint8Array): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < width * height * 4; i += 4, j += 3) {
    const a = rgba[i + 3]! / 255;
    data[j] = Math.round(rgba[i]! * a + 255 * (1 - a));
    data[j + 1] = Math.round(rgba[i + 1]! * a + 255 * (1 - a));
    data[j + 2] = Math.round(rgba[i + 2]! * a + 255 * (1 - a));
  }
  return { width, height, data };
}

/** Decodes a PNG (any bit depth, palette or interlace pngjs reads) into RGB. */
export function decodePng(png: Buffer): RgbImage {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new BrandDesignError('INTERNAL', 'not a PNG file');
  const image = pngjs.PNG.sync.read(png);
  return dropAlpha(image.width, image.height, image.data);
}

/** Decodes a baseline or progressive JPEG into RGB. */
export function decodeJpeg(bytes: Buffer): RgbImage {
  if (bytes.length < 3 || !bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) throw new BrandDesignError('INTERNAL', 'not a JPEG file');
  // Bounds keep a hostile file from exhausting memory: corpus thumbnails are 360 × ≤ 1200 px,
  // an extraction's full-page PNG is decoded by decodePng.
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: 50, maxMemoryUsageInMB: 512 });
  return { width: image.width, height: image.height, data: image.data };
}

/** A PNG or a JPEG, told apart by its signature. */
export function decodeImage(bytes: Buffer): RgbImage {
  return bytes.subarray(0, 3).equals(JPEG_SIGNATURE) ? decodeJpeg(bytes) : decodePng(bytes);
}

/** The top `maxHeight` rows of `image` (all of it when shorter). */
export function cropTop(image: RgbImage, maxHeight: number): RgbImage {
  if (image.height <= maxHeight) return image;
  return { width: image.width, height: maxHeight, data: image.data.subarray(0, image.width * maxHeight * 3) };
}

/**
 * Box-filter downscale to `width` × `height` (height keeps the aspect ratio when not given): every
 * source pixel counts once. A target as wide as the source or wider leaves the image as it is.
 */
export function downscale(image: RgbImage, width: number, height?: number): RgbImage {
  if (width >= image.width && (height === undefined || height >= image.height)) return image;
  width = Math.min(width, image.width);
  height = Math.max(1, Math.min(image.height, height ?? Math.round((image.height * width) / image.width)));
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
