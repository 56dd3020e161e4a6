/**
 * The coarse color grid of a page's first viewport (issue 4 §2), which similarity search compares
 * without decoding any image at query time. Read from the extraction's PNG screenshot. The corpus
 * thumbnails themselves are JPEGs written by Chromium (page-shot.ts); what similarity reads off the
 * whole thumbnail is thumb-look.ts.
 */
import { cropTop, decodePng, downscale, type RgbImage } from './thumb-image.js';

export interface ThumbnailOptions {
  /** Thumbnail width, px. @default 360 */
  width?: number;
  /** Source rows (CSS px) kept from the top of the page (long pages are cut). @default 4800 */
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

/** The color grid of the first viewport of a screenshot PNG. */
export function screenshotGrid(png: Buffer, options: ThumbnailOptions = {}): ColorGrid {
  return colorGrid(cropTop(decodePng(png), options.viewportHeight ?? 900), options.gridColumns ?? 12);
}

export function colorGrid(image: RgbImage, columns: number): ColorGrid {
  const cells = downscale(image, Math.min(columns, image.width));
  const colors: string[] = [];
  for (let i = 0; i < cells.width * cells.height; i++) {
    colors.push(`#${[0, 1, 2].map((c) => cells.data[i * 3 + c]!.toString(16).padStart(2, '0')).join('')}`);
  }
  return { columns: cells.width, rows: cells.height, colors };
}
