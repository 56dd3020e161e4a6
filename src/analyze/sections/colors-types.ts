/**
 * The output shape of the `colors` section (spec §2.3; issue 3 "Required shape"). Every role
 * carries its evidence; every palette entry says where it is painted and which variables name it.
 */
import type { Finding } from '../registry.js';
import type { HueName } from '../shared/color.js';

export const COLOR_ROLES = ['primary', 'secondary', 'accent', 'background', 'surface', 'text', 'text_muted', 'link', 'border'] as const;
export type ColorRoleName = (typeof COLOR_ROLES)[number];

/** Why a role has its value: one kind of observation, with its weight and examples. */
export interface ColorEvidence {
  source:
    | 'canvas' | 'page-wrapper' | 'text' | 'links' | 'link-rule' | 'borders' | 'surfaces'
    | 'buttons' | 'outline-buttons' | 'hover-states' | 'current-nav' | 'logo' | 'theme-color' | 'css-variable' | 'brand-surfaces' | 'chromatic-text';
  /** The exact `#rrggbb` this observation supports (a shade merged into the role's value may differ). */
  color: string;
  /** How many nodes (or declarations) show it. */
  count?: number;
  /** Its share of what the role was chosen from (copy text area, border length, …), 0..1. */
  share?: number;
  /** Painted area in CSS px². */
  area?: number;
  /** Up to five example node ids. */
  node_ids?: string[];
  selector?: string;
  variable?: string;
  note?: string;
}

export interface ColorRole {
  /** `#rrggbb`, or null when nothing defends a value. */
  value: string | null;
  /** 0..1. */
  confidence: number;
  evidence: ColorEvidence[];
  /** Brand roles: the runner-up candidates with their scores, best first. */
  alternatives?: { value: string; score: number }[];
}

export interface PaletteEntry {
  value: string;
  oklch: { l: number; c: number; h: number };
  hue: HueName;
  usage: {
    /** Distinct nodes painting this color (merged shades included). */
    elements: number;
    /** Share of all painted area (visible backgrounds, text, borders, fills), 0..1; sums to ~1. */
    area_ratio: number;
  };
  roles: ColorRoleName[];
  /** Color variables whose value in the rendered scheme is this color (or a merged shade). */
  css_variables: string[];
  /** How it is painted: background, text, border, gradient, fill, stroke, outline; or theme-color. */
  sources: string[];
  /** Shades within CIEDE2000 ≤ 2 merged into this entry. */
  merged: { value: string; elements: number }[];
}

export interface ContrastPair {
  text: string;
  background: string;
  /** WCAG 2 contrast ratio, 2 decimals (verdicts use the unrounded ratio). */
  ratio: number;
  /** `large`: ≥ 24px, or ≥ 18.66px at weight ≥ 700 (WCAG "large scale"). */
  size: 'normal' | 'large';
  aa: boolean;
  aaa: boolean;
  /** Text nodes with this pair. */
  count: number;
  /** Share of all measured text area, 0..1. */
  area_ratio: number;
  /** True when the backdrop includes a gradient or image, so the ratio is approximate. */
  over_image: boolean;
  examples: string[];
}

export interface ContrastSummary {
  text_nodes: number;
  pairs: number;
  /** Text nodes whose pair fails AA for their size. */
  aa_failures: number;
  /** Share of text area failing AA. */
  aa_failure_area_ratio: number;
}

export type ModeValues = Record<ColorRoleName, string | null>;

export interface ColorModes {
  /** The scheme the capture shows (judged by the rendered canvas). */
  rendered: 'light' | 'dark';
  /** Schemes the site provides (the rendered one, plus any theme its CSS defines). */
  available: ('light' | 'dark')[];
  /** How the other scheme was found. */
  detection: { kind: 'media' | 'selector' | 'meta' | 'light-dark'; detail: string; count: number }[];
  /** Role values per scheme; the non-rendered scheme has only what its variables/rules define. */
  light: ModeValues | null;
  dark: ModeValues | null;
  /** Which variable (or rule) carries each role across schemes. */
  role_variables: Partial<Record<ColorRoleName, string>>;
}

export interface CssColorVariable {
  name: string;
  /** Its color in the rendered scheme (`#rrggbb`); alpha separately. */
  value: string | null;
  alpha: number | null;
  /** The last authored value in the base scope (or in a scheme scope when it has no base). */
  authored: string;
  /** Per-scheme values, present when the site defines a scheme override for this variable. */
  modes?: { light: string | null; dark: string | null };
  /** Nodes painting exactly this color (whatever declared it): usage where known. */
  painted_elements: number;
}

/** A full-width band whose tone is opposite to the page (dark section on a light page, or vice versa). */
export interface ColorBand {
  node_id: string;
  selector: string;
  tone: 'dark' | 'light';
  color: string;
  box: { y: number; height: number };
  /** The main text color inside the band, if any. */
  text: string | null;
  /** Share of the document height. */
  height_ratio: number;
}

export interface ColorsSection {
  roles: Record<ColorRoleName, ColorRole>;
  palette: PaletteEntry[];
  contrast_pairs: ContrastPair[];
  contrast_summary: ContrastSummary;
  modes: ColorModes;
  css_variables: CssColorVariable[];
  dark_sections: ColorBand[];
  stats: {
    distinct_colors: number;
    palette_size: number;
    /** Tiny entries left out of `palette` (below 0.05% of area and on a single node). */
    palette_omitted: number;
    /** No chromatic brand color was found. */
    monochrome: boolean;
    variables_omitted: number;
  };
  findings?: Finding[];
}
