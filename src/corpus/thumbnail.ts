/**
 * Corpus screenshots, stored small (issue 4 §2 "screenshots stored compressed"): the extraction's
 * full-page PNG becomes a 360px-wide JPEG of its top part, plus a coarse color grid of the first
 * viewport that similarity search can compare without decoding any image.
 */
import { cropTop, decodePng, downscale, type RgbImage } from './png.js';
import { encodeJpeg } from './jpeg.js';

export interface ThumbnailOptions {
  /** Thumbnail width, px. @default 360 */
  width?: number;
  /** Source rows kept from the top of the page, px (long pages are cut). @default 4800 */
  maxSourceHeight?: number;
  /** JPEG quality 1–100. @default 70 */
  quality?: number;
  /** Rows of the first viewport the color grid covers, px. @default 900 */
  viewportHeight?: number;
  /** Grid columns (rows follow the viewport's aspect ratio). @default 12 */
  gridColumns?: number;
}

export interface ColorGrid {
  columns: number;
  rows: number;
  /** `#rrggbb`, row-major, the mean color of each cell. */
  colors: string[];
}

export interface Thumbnail {
  jpeg: Buffer;
  width: number;
  height: number;
  grid: ColorGrid;
}

export function makeThumbnail(png: Buffer, options: ThumbnailOptions = {}): Thumbnail {
  const image = decodePng(png);
  const small = downscale(cropTop(image, options.maxSourceHeight ?? 4800), options.width ?? 360);
  return {
    jpeg: encodeJpeg(small, options.quality ?? 70),
    width: small.width,
    height: small.height,
    grid: colorGrid(cropTop(image, options.viewportHeight ?? 900), options.gridColumns ?? 12),
  };
}

export function colorGrid(image: RgbImage, columns: number): ColorGrid {
  const cells = downscale(image, Math.min(columns, image.width));
  const colors: string[] = [];
  for (let i = 0; i < cells.width * cells.height; i++) {
    colors.push(`#${[0, 1, 2].map((c) => cells.data[i * 3 + c]!.toString(16).padStart(2, '0')).join('')}`);
  }
  return { columns: cells.width, rows: cells.height, colors };
}
