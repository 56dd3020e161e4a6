/**
 * `dtcg-legacy`: the DTCG export with the string values of the format's drafts before 2025.10
 * (issue 12 §3), for tools whose value transforms predate the structured values: Style
 * Dictionary 4 (its `css` group prints a color or dimension object as `[object Object]`) and
 * Tokens Studio. Same groups, names, types, descriptions and provenance as `dtcg`; only `$value`
 * changes:
 *
 * - color: `#rrggbb`, or `rgba(r, g, b, a)` when translucent (both parse in every CSS tool);
 * - dimension and duration: `"16px"`, `"150ms"`;
 * - shadow layers, borders and typography: the same composites with those strings inside; an
 *   inset layer also says `type: "inset"`, the spelling Style Dictionary 4 and Tokens Studio read.
 *
 * Pure: a function of the 2025.10 document, so the two formats cannot disagree on a value.
 */
import { DTCG_EXTENSION, dtcgDocument, type DtcgDocument, type DtcgOptions } from './dtcg.js';
import { buildTokenModel, type TokenModel } from './tokens.js';
import { obj, type Json } from './tokens-read.js';

export function toDtcgLegacy(designSystem: unknown, options: DtcgOptions = {}): string {
  return `${JSON.stringify(dtcgLegacyDocument(buildTokenModel(designSystem), options), null, options.indent ?? 2)}\n`;
}

export function dtcgLegacyDocument(model: TokenModel, options: DtcgOptions = {}): DtcgDocument {
  const doc = legacyNode(dtcgDocument(model, options));
  const ext = obj(obj(doc['$extensions'])?.[DTCG_EXTENSION]);
  if (ext) ext['format'] = 'DTCG draft (string values)';
  return doc;
}

/** A group or token with every `$value` in string form, recursively. */
function legacyNode(node: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    const child = obj(value);
    if (key === '$value') out[key] = legacyValue(String(node['$type']), value);
    else if (child && !key.startsWith('$')) out[key] = legacyNode(child);
    else out[key] = value;
  }
  return out;
}

function legacyValue(type: string, value: unknown): unknown {
  switch (type) {
    case 'color':
      return colorString(value);
    case 'dimension':
    case 'duration':
      return unitString(value);
    case 'shadow':
      return Array.isArray(value) ? value.map(shadowLayer) : shadowLayer(value);
    case 'border': {
      const b = obj(value) ?? {};
      return { ...b, color: colorString(b['color']), width: unitString(b['width']) };
    }
    case 'typography': {
      const t = obj(value) ?? {};
      return { ...t, fontSize: unitString(t['fontSize']), letterSpacing: unitString(t['letterSpacing']) };
    }
    default:
      return value;
  }
}

function shadowLayer(value: unknown): Json {
  const l = obj(value) ?? {};
  const layer: Json = {
    color: colorString(l['color']),
    offsetX: unitString(l['offsetX']),
    offsetY: unitString(l['offsetY']),
    blur: unitString(l['blur']),
    spread: unitString(l['spread']),
    inset: l['inset'] === true,
  };
  // Style Dictionary 4 prints `type` before the offsets (`inset 0 1px …`); Tokens Studio reads it too.
  if (l['inset'] === true) layer['type'] = 'inset';
  return layer;
}

/** `{ colorSpace: "srgb", components, alpha, hex }` → `#rrggbb` or `rgba(r, g, b, a)`. */
function colorString(value: unknown): unknown {
  const c = obj(value);
  if (!c || typeof c['hex'] !== 'string') return value;
  const alpha = typeof c['alpha'] === 'number' ? c['alpha'] : 1;
  if (alpha >= 1) return c['hex'];
  const hex = c['hex'];
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** `{ value, unit }` → `"16px"`. */
function unitString(value: unknown): unknown {
  const d = obj(value);
  return d && typeof d['value'] === 'number' && typeof d['unit'] === 'string' ? `${d['value']}${d['unit']}` : value;
}
