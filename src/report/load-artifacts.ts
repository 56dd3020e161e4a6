/**
 * Reads what a report embeds from a submission's stored artifacts (issue 12 §1): the viewport
 * screenshot, and the font files the page rendered with — the faces the typography section
 * lists, found among the capture's saved resources (`capture.json` → `network.resources[].saved_as`).
 * The only file-reading part of src/report; the renderers stay pure.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { BrandDesignError } from '../errors.js';
import { arr, obj, str, strings, type Json } from '../export/tokens-read.js';
import type { ResultEnvelope } from '../api/submission-read.js';
import type { Capture } from '../crawl/capture-types.js';
import type { ReportArtifacts, ReportFont, ReportFontFormat } from './artifacts.js';

export interface LoadArtifactsOptions {
  /** Most bytes of font files embedded; faces past it are left out and counted. @default 6 MB */
  fontBudgetBytes?: number;
}

export const DEFAULT_FONT_BUDGET_BYTES = 6 * 1024 * 1024;

/** The font format from the file's own signature (the saved name or content type may lie). */
export function fontFormat(data: Uint8Array): ReportFontFormat | null {
  if (data.byteLength < 4) return null;
  const tag = String.fromCharCode(data[0]!, data[1]!, data[2]!, data[3]!);
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'wOFF') return 'woff';
  if (tag === 'OTTO') return 'opentype';
  if (tag === 'true' || (data[0] === 0 && data[1] === 1 && data[2] === 0 && data[3] === 0)) return 'truetype';
  return null;
}

/** A path inside `root`, or null when `relativePath` would leave it. */
function inside(root: string, relativePath: string): string | null {
  const full = resolve(root, relativePath);
  const rel = relative(root, full);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? full : null;
}

function readCapture(folder: string): Capture | null {
  const file = join(folder, 'capture.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Capture) : null;
}

/** Faces of the page's families, most-used family first: `{ family, weight, style, src[] }`. */
function wantedFaces(designSystem: unknown): { family: string; weight: string; style: string; src: string[] }[] {
  const families = arr(obj(obj(designSystem)?.['typography'])?.['families']).map(obj).filter((f): f is Json => f !== null);
  return families.flatMap((family) => {
    const name = str(family['family']);
    if (!name) return [];
    return arr(family['faces']).map(obj).flatMap((face) => (face ? [{ family: name, weight: str(face['weight']) ?? '400', style: str(face['style']) ?? 'normal', src: strings(face['src']) }] : []));
  });
}

/**
 * The report artifacts of a result envelope whose files live under `dataDir`. Missing files
 * (a capture made before resources were saved, a deleted screenshot) are simply absent.
 */
export function loadReportArtifacts(envelope: ResultEnvelope, dataDir: string, options: LoadArtifactsOptions = {}): ReportArtifacts {
  const budget = options.fontBudgetBytes ?? DEFAULT_FONT_BUDGET_BYTES;
  const shotRef = envelope.result.artifacts.screenshot;
  if (!shotRef?.path) throw new BrandDesignError('NOT_FOUND', `Submission ${envelope.submission_id} has no stored artifacts to report on.`);
  const shotPath = join(dataDir, shotRef.path);
  const folder = dirname(shotPath);
  const artifacts: ReportArtifacts = {
    submissionId: envelope.submission_id,
    sourceUrl: envelope.source_url,
    screenshot: existsSync(shotPath) ? { type: 'image/png', data: readFileSync(shotPath) } : null,
    fonts: [],
    fontsOmitted: 0,
  };
  const capturedAt = envelope.completed_at ?? envelope.result_updated_at;
  if (capturedAt) artifacts.capturedAt = capturedAt;
  const capture = readCapture(folder);
  if (!capture) return artifacts;
  artifacts.capturedAt = capture.captured_at;
  const savedAs = new Map(capture.network.resources.filter((r) => r.saved_as).map((r) => [r.url, r.saved_as!]));
  const fonts: ReportFont[] = [];
  const seen = new Set<string>();
  let used = 0;
  let omitted = 0;
  for (const face of wantedFaces(envelope.result.design_system)) {
    const file = face.src.map((url) => savedAs.get(url)).find((f): f is string => f !== undefined);
    const path = file ? inside(folder, file) : null;
    if (!path || seen.has(path) || !existsSync(path)) continue;
    seen.add(path);
    if (used + statSync(path).size > budget) {
      omitted += 1;
      continue;
    }
    const data = readFileSync(path);
    const format = fontFormat(data);
    if (!format) {
      omitted += 1;
      continue;
    }
    used += data.byteLength;
    fonts.push({ family: face.family, weight: face.weight, style: face.style, format, data });
  }
  artifacts.fonts = fonts;
  artifacts.fontsOmitted = omitted;
  return artifacts;
}
