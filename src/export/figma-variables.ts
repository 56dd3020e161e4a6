/**
 * `figma`: the design system as Figma variables (issue 12 §3 "a Figma-ready export"), in the
 * request body of Figma's REST endpoint `POST /v1/files/:file_key/variables` (one atomic request
 * that creates a collection, its modes, the variables and their values; temporary ids tie them
 * together). Checked in the tests against the schema Figma publishes on npm
 * (`@figma/rest-api-spec`, openapi.yaml `postVariables`).
 *
 * Figma variables hold four kinds of value: COLOR, FLOAT, STRING, BOOLEAN. So the export carries
 * what fits: colors (roles, palette, button colors), lengths in px as FLOAT (font sizes, radii,
 * spacing, content width, button radius and padding), font weights as FLOAT and font families as
 * STRING (the family's readable name, which is what Figma's font picker matches). Composite
 * tokens (shadows, typography, easing, durations) have no variable type and are left out; the
 * DTCG export has them.
 *
 * A site with a light and a dark scheme gets two modes, named after them, in one collection; the
 * alternate mode repeats every value and swaps the role colors the scheme changes. Each variable's
 * `codeSyntax.WEB` is the custom property of the `css` export (`var(--color-primary)`), so
 * Dev Mode shows the name the code uses.
 */
import { paddingParts } from './css-values.js';
import { buildTokenModel, type TokenModel } from './tokens.js';
import type { Rgba } from './tokens-read.js';

export type FigmaScope =
  | 'ALL_FILLS' | 'TEXT_FILL' | 'STROKE_COLOR' | 'EFFECT_COLOR' | 'CORNER_RADIUS' | 'GAP' | 'WIDTH_HEIGHT'
  | 'FONT_SIZE' | 'FONT_WEIGHT' | 'FONT_FAMILY';
export type FigmaColor = { r: number; g: number; b: number; a: number };
export type FigmaValue = FigmaColor | number | string;

/** The subset of Figma's `PostVariablesRequestBody` this export writes. */
export interface FigmaVariablesBody {
  variableCollections: { action: 'CREATE'; id: string; name: string; initialModeId: string }[];
  variableModes?: ({ action: 'UPDATE'; id: string; name: string; variableCollectionId: string }
    | { action: 'CREATE'; id: string; name: string; variableCollectionId: string })[];
  variables: {
    action: 'CREATE'; id: string; name: string; variableCollectionId: string;
    resolvedType: 'COLOR' | 'FLOAT' | 'STRING'; description: string; scopes: FigmaScope[]; codeSyntax?: { WEB: string };
  }[];
  variableModeValues: { variableId: string; modeId: string; value: FigmaValue }[];
}

const COLLECTION = 'collection:brand';
const DEFAULT_MODE = 'mode:default';
const ALTERNATE_MODE = 'mode:alternate';

interface Entry {
  path: string[];
  type: 'COLOR' | 'FLOAT' | 'STRING';
  value: FigmaValue;
  description: string;
  scopes: FigmaScope[];
  /** The value in the alternate color scheme, when it differs. */
  alternate?: FigmaValue;
  /** False when the css export has no variable of this name (a button's border color is in its `border` shorthand). */
  css?: false;
}

export function toFigmaVariables(designSystem: unknown): string {
  return `${JSON.stringify(figmaVariablesBody(buildTokenModel(designSystem)), null, 2)}\n`;
}

export function figmaVariablesBody(model: TokenModel): FigmaVariablesBody {
  const entries = figmaEntries(model);
  const body: FigmaVariablesBody = {
    variableCollections: [{ action: 'CREATE', id: COLLECTION, name: collectionName(model), initialModeId: DEFAULT_MODE }],
    variables: [],
    variableModeValues: [],
  };
  const modes = model.modes;
  if (modes) {
    // A new collection comes with one mode; it is renamed through its temporary id.
    body.variableModes = [
      { action: 'UPDATE', id: DEFAULT_MODE, name: schemeName(modes.default), variableCollectionId: COLLECTION },
      { action: 'CREATE', id: ALTERNATE_MODE, name: schemeName(modes.alternate), variableCollectionId: COLLECTION },
    ];
  }
  for (const e of entries) {
    const id = `variable:${e.path.join('/')}`;
    body.variables.push({
      action: 'CREATE', id, name: e.path.join('/'), variableCollectionId: COLLECTION, resolvedType: e.type,
      description: e.description, scopes: e.scopes, ...(e.css === false ? {} : { codeSyntax: { WEB: `var(--${e.path.join('-')})` } }),
    });
    body.variableModeValues.push({ variableId: id, modeId: DEFAULT_MODE, value: e.value });
    if (modes) body.variableModeValues.push({ variableId: id, modeId: ALTERNATE_MODE, value: e.alternate ?? e.value });
  }
  return body;
}

function figmaEntries(model: TokenModel): Entry[] {
  const out: Entry[] = [];
  const overrides = new Map(model.modes?.overrides.map((o) => [o.name, o.color]) ?? []);
  for (const c of model.colors) {
    const alternate = c.kind === 'role' ? overrides.get(c.name) : undefined;
    out.push({ path: ['color', c.name], type: 'COLOR', value: figmaColor(c.color), description: c.description, scopes: colorScopes(c.name), ...(alternate ? { alternate: figmaColor(alternate) } : {}) });
  }
  for (const f of model.fonts) out.push({ path: ['font', f.name], type: 'STRING', value: f.family, description: f.description, scopes: ['FONT_FAMILY'] });
  for (const s of model.fontSizes) out.push({ path: ['font-size', s.name], type: 'FLOAT', value: s.px, description: s.description, scopes: ['FONT_SIZE'] });
  for (const w of model.fontWeights) out.push({ path: ['font-weight', w.name], type: 'FLOAT', value: w.value, description: w.description, scopes: ['FONT_WEIGHT'] });
  for (const r of model.radii) out.push({ path: ['radius', r.name], type: 'FLOAT', value: r.px, description: r.description, scopes: ['CORNER_RADIUS'] });
  if (model.spacing.unitPx !== null) {
    out.push({ path: ['space', 'unit'], type: 'FLOAT', value: model.spacing.unitPx, description: `Base spacing unit: spacing steps are multiples of ${model.spacing.unitPx}px`, scopes: ['GAP', 'WIDTH_HEIGHT'] });
    for (const s of model.spacing.steps) out.push({ path: ['space', s.name], type: 'FLOAT', value: s.px, description: s.description, scopes: ['GAP', 'WIDTH_HEIGHT'] });
  }
  if (model.contentWidth) out.push({ path: ['layout', model.contentWidth.name], type: 'FLOAT', value: model.contentWidth.px, description: model.contentWidth.description, scopes: ['WIDTH_HEIGHT'] });
  for (const b of model.buttons) {
    const put = (name: string, type: Entry['type'], value: FigmaValue, what: string, scopes: FigmaScope[], css = true): void => {
      out.push({ path: ['button', b.name, name], type, value, description: `${b.description}: ${what}`, scopes, ...(css ? {} : { css: false as const }) });
    };
    if (b.background) put('background', 'COLOR', figmaColor(b.background), 'background', ['ALL_FILLS']);
    if (b.text) put('text', 'COLOR', figmaColor(b.text), 'text color', ['TEXT_FILL']);
    if (b.border) put('border-color', 'COLOR', figmaColor(b.border.color), 'border color', ['STROKE_COLOR'], false);
    if (b.radiusPx !== null) put('radius', 'FLOAT', b.radiusPx, 'corner radius', ['CORNER_RADIUS']);
    if (b.padding) for (const [side, px] of paddingParts(b.padding)) put(side, 'FLOAT', px, side.replace('-', ' '), ['GAP']);
    if (b.hover.background) put('hover-background', 'COLOR', figmaColor(b.hover.background), 'background on hover', ['ALL_FILLS']);
    if (b.hover.text) put('hover-text', 'COLOR', figmaColor(b.hover.text), 'text color on hover', ['TEXT_FILL']);
    if (b.hover.borderColor) put('hover-border-color', 'COLOR', figmaColor(b.hover.borderColor), 'border color on hover', ['STROKE_COLOR']);
  }
  // Figma variable names may not contain `.`, `{` or `}` (postVariables); token names are kebab-case already.
  for (const e of out) e.path = e.path.map((p) => p.replace(/[.{}]/g, '_'));
  return out;
}

/** Role colors go where they are used: text roles in text fills, the border role in strokes. */
function colorScopes(name: string): FigmaScope[] {
  if (name === 'text' || name === 'text-muted' || name === 'link') return ['TEXT_FILL'];
  if (name === 'border') return ['STROKE_COLOR'];
  return ['ALL_FILLS', 'STROKE_COLOR', 'EFFECT_COLOR'];
}

function figmaColor(c: Rgba): FigmaColor {
  return { r: c.components[0], g: c.components[1], b: c.components[2], a: c.alpha };
}

function schemeName(scheme: 'light' | 'dark'): string {
  return scheme === 'light' ? 'Light' : 'Dark';
}

function collectionName(model: TokenModel): string {
  // Collection names are free text; keep them short enough for Figma's sidebar.
  return model.brand.name ? `${model.brand.name.slice(0, 60)} brand` : 'Brand';
}
