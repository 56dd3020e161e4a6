/**
 * typography.families: one entry per first family of the stacks the visible text uses, with
 * what the stylesheets declared (@font-face files), what the browser loaded (document.fonts
 * status) and what it actually painted with (CSS.getPlatformFontsForNode). A webfont that failed
 * to load is reported with the fallback that painted it, and a finding.
 */
import type { Capture, FontFaceStatus, RenderedFont } from '../../crawl/capture-types.js';
import type { AnalysisContext } from '../context.js';
import type { TextRun } from '../derived/type-runs.js';
import {
  displayFamilyName, familyKey, firstFamily, isGenericFamily, isSystemUiFamily, parseFontStack, renderedMatchesFamily, stackCategory, type TypeCategory,
} from '../derived/type-stack.js';
import type { Finding } from '../registry.js';
import { distinct, evidenceOf, groupBy, round, sumChars, type RunEvidence } from './typography-stats.js';

/** `svg`: only text inside inline SVG uses the family (artwork; it plays no page role). */
export type TypeRole = 'body' | 'heading' | 'display' | 'mono' | 'ui' | 'svg';

export interface FontFaceFact {
  weight: string | null;
  style: string | null;
  /** document.fonts status at capture time; null for a face only seen in the stylesheet text. */
  status: FontFaceStatus['status'] | null;
  src: string[];
}

export interface RenderedFontUse {
  family: string;
  postscript_name: string | null;
  is_custom: boolean;
  glyph_count: number;
}

export interface TypeFamily {
  /** First family of the declared stack, as authored (unquoted, original case). */
  family: string;
  /** A readable name: next/font's `__Inter_d65c78` → `Inter`; otherwise the family. */
  name: string;
  /** The full computed stack most of its text uses. */
  stack: string;
  /** Other stacks that lead with the same family, most text first. */
  other_stacks: string[];
  category: TypeCategory | null;
  /** Platform font that painted most of its glyphs; null when the capture has no rendered-font data for it. */
  rendered: string | null;
  rendered_fonts: RenderedFontUse[];
  /** The painted font is the declared first family (not a fallback); null when unknown. */
  renders_as_declared: boolean | null;
  role: TypeRole;
  /** Every role the family plays (role is the main one). */
  roles: TypeRole[];
  source: 'webfont' | 'system';
  /** Webfont load status (any face loaded → loaded; else error, loading, unloaded); null for system fonts. */
  status: FontFaceStatus['status'] | null;
  /** @font-face src URLs, absolute (data: URLs shortened). */
  files: string[];
  faces: FontFaceFact[];
  weights: number[];
  sizes_px: { min: number; max: number };
  italic: boolean;
  usage: { elements: number; text_chars: number; share: number };
  evidence: RunEvidence & { css_variables: string[] };
}

/** A family with its runs, before roles are decided. */
export interface FamilyDraft extends Omit<TypeFamily, 'role' | 'roles'> {
  key: string;
  runs: TextRun[];
}

interface FaceIndex {
  faces: Map<string, FontFaceFact[]>;
  variables: Map<string, string[]>;
  rendered: Map<string, RenderedFont[]>;
}

/** `totalChars`: what `usage.share` is a share of (default: the runs' own characters). */
export function familyDrafts(capture: Capture, ctx: AnalysisContext, runs: readonly TextRun[], findings: Finding[], totalChars?: number): FamilyDraft[] {
  const index = faceIndex(capture, ctx);
  const total = Math.max(1, totalChars ?? sumChars(runs));
  const groups = groupBy(runs, (r) => familyKey(r.family), (r) => r.chars).sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1));
  return groups.map((g) => {
    const family = groupBy(g.items, (r) => r.family, (r) => r.chars)[0]!.key;
    const stacks = groupBy(g.items, (r) => r.stack, (r) => r.chars).map((s) => s.key);
    const faces = index.faces.get(g.key) ?? [];
    const rendered = renderedFor(stacks, index.rendered);
    const primary = rendered[0] ?? null;
    const source: TypeFamily['source'] = faces.length > 0 || (primary !== null && primary.is_custom && renderedMatchesFamily(primary.family, family)) ? 'webfont' : 'system';
    const status = source === 'webfont' ? loadStatus(faces) : null;
    const matches = primary === null ? null : renderedMatchesFamily(primary.family, family) || (primary.is_custom && faces.length > 0 && status === 'loaded' && !matchesLaterFamily(primary.family, stacks[0]!));
    const sizes = g.items.map((r) => r.size);
    const draft: FamilyDraft = {
      key: g.key,
      runs: g.items,
      family,
      name: displayFamilyName(family),
      stack: stacks[0]!,
      other_stacks: stacks.slice(1),
      category: stackCategory(stacks[0]!),
      rendered: primary?.family ?? null,
      rendered_fonts: rendered.map((f) => ({ family: f.family, postscript_name: f.postscript_name, is_custom: f.is_custom, glyph_count: f.glyph_count })),
      renders_as_declared: matches,
      source,
      status,
      files: distinct(faces.flatMap((f) => f.src)),
      faces,
      weights: distinct(g.items.map((r) => r.weight)).sort((a, b) => a - b),
      sizes_px: { min: round(Math.min(...sizes)), max: round(Math.max(...sizes)) },
      italic: g.items.some((r) => r.italic),
      usage: { elements: g.items.length, text_chars: g.weight, share: round(g.weight / total, 3) },
      evidence: { ...evidenceOf(g.items), css_variables: index.variables.get(g.key) ?? [] },
    };
    reportLoading(draft, capture, findings);
    return draft;
  });
}

function faceIndex(capture: Capture, ctx: AnalysisContext): FaceIndex {
  return ctx.derive('typography:faces', () => {
    const faces = new Map<string, FontFaceFact[]>();
    const add = (family: string, face: FontFaceFact): void => {
      const key = familyKey(family);
      const list = faces.get(key) ?? [];
      faces.set(key, list);
      if (face.status === null) {
        // A face from the stylesheet text that document.fonts already reported is not listed
        // twice; document.fonts faces whose rule could not be read (cross-origin sheet) get its URLs.
        if (face.src.length === 0 || list.some((f) => f.src.includes(face.src[0]!))) return;
        const blank = list.find((f) => f.status !== null && f.src.length === 0 && sameFace(f, face));
        if (blank) {
          blank.src = face.src;
          return;
        }
      }
      list.push(face);
    };
    for (const f of capture.fonts.faces) {
      add(f.family, { weight: f.weight || null, style: f.style || null, status: f.status, src: f.src.map((u) => absoluteUrl(u, capture.final_url)).filter((u): u is string => u !== null) });
    }
    const hrefs = new Map(capture.stylesheets.map((s) => [s.id, s.href]));
    for (const sheet of ctx.stylesheets()) {
      const base = hrefs.get(sheet.sheetId) ?? capture.final_url;
      for (const face of sheet.fontFaces) {
        if (!face.family) continue;
        const src = face.src.map((s) => (s.url === null ? null : absoluteUrl(s.url, base))).filter((u): u is string => u !== null);
        add(face.family, { weight: face.weight, style: face.style, status: null, src });
      }
    }

    const variables = new Map<string, string[]>();
    for (const cp of ctx.customProperties()) {
      if (!/[a-z]/i.test(cp.value)) continue;
      const first = firstFamily(cp.value);
      if (first === null || /[(#]/.test(cp.value) || /^[+-]?\.?\d/.test(cp.value.trim())) continue;
      const key = familyKey(first);
      const names = variables.get(key) ?? [];
      if (!names.includes(cp.name) && names.length < 5) names.push(cp.name);
      variables.set(key, names);
    }

    const rendered = new Map<string, RenderedFont[]>();
    for (const font of capture.fonts.rendered) {
      for (const stack of font.stacks) rendered.set(stack, [...(rendered.get(stack) ?? []), font]);
    }
    return { faces, variables, rendered };
  });
}

/**
 * Platform fonts that painted any of the stacks. The capture sums glyphs per platform font over
 * all stacks, so a fallback shared with another stack can carry that stack's glyphs: fonts named
 * in the stack come first, then fonts only these stacks used, then by glyph count (ties by name).
 */
function renderedFor(stacks: readonly string[], index: Map<string, RenderedFont[]>): RenderedFont[] {
  const byName = new Map<string, RenderedFont>();
  for (const stack of stacks) for (const f of index.get(stack) ?? []) byName.set(f.family, f);
  const declared = distinct(stacks.flatMap((s) => parseFontStack(s)));
  const rank = (f: RenderedFont): [number, number] => [
    declared.some((d) => renderedMatchesFamily(f.family, d)) ? 0 : 1,
    f.stacks.every((s) => stacks.includes(s)) ? 0 : 1,
  ];
  return [...byName.values()].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || b.glyph_count - a.glyph_count || (a.family < b.family ? -1 : a.family > b.family ? 1 : 0);
  });
}

function sameFace(a: FontFaceFact, b: FontFaceFact): boolean {
  const weight = (w: string | null): string => ({ normal: '400', bold: '700' })[(w ?? 'normal').trim()] ?? (w ?? '').trim();
  const style = (s: string | null): string => (s ?? 'normal').trim() || 'normal';
  return weight(a.weight) === weight(b.weight) && style(a.style) === style(b.style);
}

function loadStatus(faces: readonly FontFaceFact[]): FontFaceStatus['status'] | null {
  for (const status of ['loaded', 'error', 'loading', 'unloaded'] as const) if (faces.some((f) => f.status === status)) return status;
  return null;
}

/** The painted font is one of the stack's fallbacks (so not the first family). */
function matchesLaterFamily(rendered: string, stack: string): boolean {
  return parseFontStack(stack).slice(1).some((f) => renderedMatchesFamily(rendered, f));
}

function reportLoading(d: FamilyDraft, capture: Capture, findings: Finding[]): void {
  const failed = d.faces.filter((f) => f.status === 'error');
  const failedSrc = distinct(failed.flatMap((f) => f.src));
  const network = capture.network.resources
    .filter((r) => failedSrc.includes(r.url) || (d.files.includes(r.url) && (r.failed !== null || (r.status !== null && r.status >= 400))))
    .map((r) => ({ url: r.url, status: r.status, failed: r.failed }));
  const fallback = d.rendered === null ? 'a fallback font' : `"${d.rendered}"`;
  if (d.source === 'webfont' && d.renders_as_declared === false) {
    const why = failed.length > 0 ? `failed to load (${failed.length} of ${d.faces.filter((f) => f.status !== null).length} faces in error)` : d.status === 'loaded' ? 'loaded, but was not used to paint the text' : `had not loaded when the page was captured (status ${d.status ?? 'unknown'})`;
    findings.push({ message: `webfont "${d.family}" ${why}; its text renders in ${fallback}`, evidence: { family: d.family, stack: d.stack, rendered: d.rendered, failed_src: failedSrc, network } });
  } else if (d.source === 'webfont' && d.renders_as_declared === null && d.status === 'error') {
    findings.push({ message: `webfont "${d.family}" failed to load; the capture does not say which font painted its text`, evidence: { family: d.family, failed_src: failedSrc, network } });
  } else if (failed.length > 0) {
    findings.push({ message: `${failed.length} @font-face source(s) of "${d.family}" failed to load (other faces of the family did)`, evidence: { family: d.family, failed: failed.map((f) => ({ weight: f.weight, style: f.style, src: f.src })), network } });
  } else if (d.source === 'system' && d.renders_as_declared === false && !isGenericFamily(d.family) && !isSystemUiFamily(d.family)) {
    findings.push({ message: `"${d.family}" has no @font-face and is not installed where the page was captured; its text renders in ${fallback}`, evidence: { family: d.family, stack: d.stack, rendered: d.rendered } });
  }
}

function absoluteUrl(url: string, base: string): string | null {
  const u = url.trim();
  if (!u) return null;
  if (/^data:/i.test(u)) return `${u.slice(0, Math.min(u.indexOf(',') + 1 || 48, 48))}…`;
  return URL.canParse(u, base) ? new URL(u, base).href : null;
}
