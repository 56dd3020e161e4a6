/**
 * The Capture: everything the browser collected about one page, and the only input of analysis
 * (ARCHITECTURE "Contracts"). It is plain JSON so it can be saved beside a submission and
 * re-analyzed later without a browser (capture once, analyze many times).
 *
 * Screenshots are not inlined: `screenshots` names files relative to the capture's folder.
 */

import type { CaptureWarning } from './warnings.js';

export type { CaptureWarning, CaptureWarningCode } from './warnings.js';

export const CAPTURE_FORMAT_VERSION = 1;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a stylesheet's text came from. */
export type StylesheetOrigin = 'linked' | 'inline' | 'import' | 'constructed' | 'shadow' | 'frame';

export interface CapturedStylesheet {
  /** Stable id within the capture, `s0`, `s1`, … in document order. */
  id: string;
  origin: StylesheetOrigin;
  /** Absolute URL for linked/imported sheets; null otherwise. */
  href: string | null;
  /** The sheet's media list (`"(min-width: 768px)"`), or null when it applies to all media. */
  media: string | null;
  /** Node id of the owning `<style>`/`<link>`/shadow host, when there is one. */
  owner_node_id: string | null;
  /** Full CSS text as authored (or as serialized from CSSOM for constructed sheets). */
  text: string;
}

/**
 * One visible element. Node ids (`n0`, `n1`, …) follow a depth-first walk of the composed tree
 * (light DOM children, then shadow-root children), so the same page yields the same ids.
 */
export interface CapturedNode {
  id: string;
  parent: string | null;
  tag: string;
  /** A short CSS path for humans and evidence, e.g. `header > nav > a.btn:nth-of-type(2)`. */
  selector: string;
  /** Selected attributes: id, class, role, href, src, alt, type, name, aria-*, rel, title, data-theme. */
  attrs: Record<string, string>;
  /** The element's own text (direct text children), whitespace-collapsed, at most 200 chars. */
  text: string;
  /** Border box in document coordinates (CSS px), at the capture viewport. */
  box: Box;
  /** Computed style, for the property list `CAPTURED_STYLE_PROPERTIES`. */
  style: Record<string, string>;
  /** True when the node lives inside a shadow root. */
  in_shadow: boolean;
  /** True when the element is focusable/clickable (a, button, input, select, textarea, [role=button], [tabindex]). */
  interactive: boolean;
}

/**
 * Computed styles under a forced pseudo-class; only properties that differ from the default.
 *
 * States are forced on one representative per group of alike interactive elements (same tag,
 * classes, landmark and key computed styles; `Capture.state_groups`). The representative's entry
 * carries `group_size`; every other member gets the same `changed`, marked `probed_on` with the
 * representative's id (inferred, not read). Captures made before grouping have neither field.
 */
export interface ForcedStateStyle {
  node_id: string;
  state: 'hover' | 'focus-visible' | 'active';
  changed: Record<string, string>;
  /** On a representative's entry: how many elements its group has (itself included). */
  group_size?: number;
  /** On a member's entry: the id of the representative the styles were read on. */
  probed_on?: string;
}

/** A group of alike interactive elements whose states were read on its first member. */
export interface StateGroup {
  /** The representative, probed. */
  node_id: string;
  group_size: number;
  /** Every member's node id, the representative first. */
  members: string[];
}

export interface RenderedFont {
  /** Platform font family actually used to paint glyphs (DevTools `CSS.getPlatformFontsForNode`). */
  family: string;
  postscript_name: string | null;
  /** True when the font came from a webfont (@font-face), false for a locally installed font. */
  is_custom: boolean;
  glyph_count: number;
  /** The authored font-family stacks (computed `font-family`) that resolved to this font. */
  stacks: string[];
}

export interface FontFaceStatus {
  family: string;
  style: string;
  weight: string;
  status: 'unloaded' | 'loading' | 'loaded' | 'error';
  /** The face's src URLs as declared. */
  src: string[];
}

export interface NetworkResource {
  url: string;
  type: string;
  status: number | null;
  content_type: string | null;
  bytes: number | null;
  failed: string | null;
  /** File name (relative to the capture folder) of the saved body, for images, SVGs, icons and fonts. */
  saved_as: string | null;
}

export interface NetworkFacts {
  status: number | null;
  content_type: string | null;
  redirects: { url: string; status: number }[];
  /** Milliseconds from navigation start. */
  timing: { response_ms: number | null; dom_content_loaded_ms: number | null; load_ms: number | null; settled_ms: number };
  resources: NetworkResource[];
  /**
   * Requests the network policy refused (issue 8: SSRF): how many, and the first few with the
   * reason. Absent in captures made before the policy existed.
   */
  blocked?: { count: number; examples: { url: string; reason: string }[] };
  /** Assets the mirror step left out, with why (refused by the policy, not the kind of file they claim to be). */
  refused_assets?: string[];
}

/** The document head facts analyzers need for profile and assets. */
export interface HeadFacts {
  title: string | null;
  lang: string | null;
  meta: { name: string | null; property: string | null; content: string }[];
  links: { rel: string; href: string; type: string | null; sizes: string | null; media: string | null }[];
  /** The web app manifest, fetched by the page's own origin, when `<link rel=manifest>` exists. */
  manifest: { url: string; json: unknown } | null;
  /** JSON-LD blocks, parsed. Invalid blocks are skipped. */
  json_ld: unknown[];
}

export interface Capture {
  format_version: typeof CAPTURE_FORMAT_VERSION;
  requested_url: string;
  final_url: string;
  captured_at: string;
  viewport: { width: number; height: number; device_scale_factor: number };
  document: { width: number; height: number };
  html: { served: string | null; rendered: string };
  head: HeadFacts;
  stylesheets: CapturedStylesheet[];
  nodes: CapturedNode[];
  states: ForcedStateStyle[];
  /**
   * The groups whose states were read (issue 9 §3): every interactive node listed here was
   * covered by `states` (no entry means no visible change); nodes in no group were not probed.
   * Absent in captures made before grouping.
   */
  state_groups?: StateGroup[];
  fonts: { rendered: RenderedFont[]; faces: FontFaceStatus[] };
  /** File names relative to the capture folder. */
  screenshots: { viewport: string | null; full_page: string | null };
  network: NetworkFacts;
  /** Same-origin iframes: their URL and box; their content is not analyzed as the page. */
  frames: { url: string; node_id: string | null; box: Box | null }[];
  /**
   * Honest notes on what the capture could not do (budget exceeded, banner hidden, …), each with a
   * code from the closed set in warnings.ts. Captures saved earlier hold strings: read them with
   * `readCaptureWarnings`.
   */
  warnings: CaptureWarning[];
}

/** The computed-style properties captured for every visible node. */
export const CAPTURED_STYLE_PROPERTIES = [
  'display', 'position', 'visibility', 'opacity', 'z-index', 'overflow',
  'color', 'background-color', 'background-image', 'background-clip',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-style', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius',
  'outline-style', 'outline-width', 'outline-color', 'outline-offset',
  'box-shadow', 'text-shadow', 'filter', 'backdrop-filter', 'mix-blend-mode',
  'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing',
  'text-transform', 'text-decoration-line', 'text-align',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'gap', 'row-gap', 'column-gap', 'grid-template-columns', 'flex-direction', 'justify-content', 'align-items', 'flex-wrap',
  'max-width', 'width', 'height',
  'transition-property', 'transition-duration', 'transition-timing-function',
  'cursor', 'fill', 'stroke', 'stroke-width',
] as const;

/** The ordered artifact files stored for each extraction (spec §2.3 `result.artifacts`). */
export const ARTIFACT_FILES = {
  html: { path: 'page.html', content_type: 'text/html; charset=utf-8' },
  css: { path: 'styles.css', content_type: 'text/css; charset=utf-8' },
  screenshot: { path: 'screenshot.png', content_type: 'image/png' },
  full_page_screenshot: { path: 'full-page.png', content_type: 'image/png' },
  element_layout: { path: 'element-layout.json', content_type: 'application/json' },
} as const;

export type ArtifactName = keyof typeof ARTIFACT_FILES;
