/**
 * Builds complete `Capture` objects from the few fields a test cares about.
 *
 *   buildCapture({
 *     final_url: 'https://acme.com/',
 *     head: { title: 'Pricing | Acme', meta: [{ property: 'og:site_name', content: 'Acme' }] },
 *     nodes: [node({ tag: 'body', children: [node({ tag: 'h1', text: 'Hi', box: [0, 0, 800, 60], style: { color: '#111' } })] })],
 *   })
 *
 * - Every required field gets an empty or sensible default (no Date.now: fixed `captured_at`).
 * - `nodes` may be nested with `children`; ids `n0`, `n1`, … are assigned depth-first (unless
 *   given), `parent` links follow the nesting, `selector` is derived from tags/ids/classes,
 *   `style` starts from Chromium's initial computed values, `interactive` is inferred.
 * - `html.rendered` defaults to a document built from `head` (title, lang, meta, links), so the
 *   DOM and the head facts agree.
 */
import { CAPTURE_FORMAT_VERSION, type Box, type Capture, type CapturedNode } from '../../src/crawl/capture-types.js';
import { readCaptureWarnings } from '../../src/crawl/warnings.js';

export type DeepPartial<T> = T extends (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A node to build: any CapturedNode field, `box` also as `[x, y, width, height]`, plus children. */
export interface NodeInput extends Omit<Partial<CapturedNode>, 'box' | 'style'> {
  box?: Partial<Box> | [number, number, number, number];
  style?: Record<string, string>;
  children?: NodeInput[];
}

export type CaptureInput = Omit<DeepPartial<Capture>, 'nodes'> & { nodes?: NodeInput[] };

/** Typed identity for nesting node inputs: `node({ tag: 'nav', children: [node({ tag: 'a' })] })`. */
export function node(input: NodeInput): NodeInput {
  return input;
}

/** Chromium's computed values for an element with no author styles (the captured properties). */
export const DEFAULT_STYLE: Readonly<Record<string, string>> = {
  display: 'block', position: 'static', visibility: 'visible', opacity: '1', 'z-index': 'auto', overflow: 'visible',
  color: 'rgb(0, 0, 0)', 'background-color': 'rgba(0, 0, 0, 0)', 'background-image': 'none', 'background-clip': 'border-box',
  'border-top-width': '0px', 'border-right-width': '0px', 'border-bottom-width': '0px', 'border-left-width': '0px',
  'border-top-style': 'none', 'border-top-color': 'rgb(0, 0, 0)', 'border-right-color': 'rgb(0, 0, 0)',
  'border-bottom-color': 'rgb(0, 0, 0)', 'border-left-color': 'rgb(0, 0, 0)',
  'border-top-left-radius': '0px', 'border-top-right-radius': '0px', 'border-bottom-right-radius': '0px', 'border-bottom-left-radius': '0px',
  'outline-style': 'none', 'outline-width': '0px', 'outline-color': 'rgb(0, 0, 0)', 'outline-offset': '0px',
  'box-shadow': 'none', 'text-shadow': 'none', filter: 'none', 'backdrop-filter': 'none', 'mix-blend-mode': 'normal',
  'font-family': 'Times New Roman', 'font-size': '16px', 'font-weight': '400', 'font-style': 'normal', 'line-height': 'normal',
  'letter-spacing': 'normal', 'text-transform': 'none', 'text-decoration-line': 'none', 'text-align': 'start',
  'margin-top': '0px', 'margin-right': '0px', 'margin-bottom': '0px', 'margin-left': '0px',
  'padding-top': '0px', 'padding-right': '0px', 'padding-bottom': '0px', 'padding-left': '0px',
  gap: 'normal', 'row-gap': 'normal', 'column-gap': 'normal', 'grid-template-columns': 'none', 'flex-direction': 'row',
  'justify-content': 'normal', 'align-items': 'normal', 'flex-wrap': 'nowrap', 'max-width': 'none', width: 'auto', height: 'auto',
  'transition-property': 'all', 'transition-duration': '0s', 'transition-timing-function': 'ease',
  cursor: 'auto', fill: 'rgb(0, 0, 0)', stroke: 'none', 'stroke-width': '1px',
};

const INLINE_TAGS = new Set(['a', 'span', 'strong', 'em', 'b', 'i', 'code', 'small', 'label', 'img', 'svg', 'button', 'input', 'select', 'textarea']);
const INTERACTIVE_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary']);

/** Flattens nested node inputs depth-first into CapturedNodes with ids and parent links. */
export function buildNodes(inputs: NodeInput[]): CapturedNode[] {
  const out: CapturedNode[] = [];
  const visit = (input: NodeInput, parent: CapturedNode | null): void => {
    const { children, box, style, ...rest } = input;
    const tag = (rest.tag ?? 'div').toLowerCase();
    const attrs = { ...rest.attrs };
    const b = Array.isArray(box) ? { x: box[0], y: box[1], width: box[2], height: box[3] } : { x: 0, y: 0, width: 0, height: 0, ...box };
    const own = selectorPart(tag, attrs);
    const built: CapturedNode = {
      id: rest.id ?? `n${out.length}`,
      parent: rest.parent !== undefined ? rest.parent : (parent?.id ?? null),
      tag,
      selector: rest.selector ?? (parent ? `${parent.selector} > ${own}` : own),
      attrs,
      text: rest.text ?? '',
      box: b,
      style: { ...DEFAULT_STYLE, display: INLINE_TAGS.has(tag) ? 'inline' : 'block', ...style },
      in_shadow: rest.in_shadow ?? parent?.in_shadow ?? false,
      interactive: rest.interactive ?? (INTERACTIVE_TAGS.has(tag) || attrs['role'] === 'button' || 'tabindex' in attrs),
    };
    out.push(built);
    for (const child of children ?? []) visit(child, built);
  };
  for (const input of inputs) visit(input, null);
  return out;
}

function selectorPart(tag: string, attrs: Record<string, string>): string {
  const id = attrs['id'] ? `#${attrs['id']}` : '';
  const classes = (attrs['class'] ?? '').split(/\s+/).filter(Boolean).map((c) => `.${c}`).join('');
  return `${tag}${id}${classes}`;
}

export function buildCapture(input: CaptureInput = {}): Capture {
  const finalUrl = input.final_url ?? input.requested_url ?? 'https://example.com/';
  const h = input.head ?? {};
  const head: Capture['head'] = {
    title: h.title ?? null,
    lang: h.lang ?? null,
    meta: (h.meta ?? []).map((m) => ({ name: m?.name ?? null, property: m?.property ?? null, content: m?.content ?? '' })),
    links: (h.links ?? []).map((l) => ({ rel: l?.rel ?? 'icon', href: l?.href ?? '', type: l?.type ?? null, sizes: l?.sizes ?? null, media: l?.media ?? null })),
    manifest: h.manifest ? { url: h.manifest.url ?? new URL('/manifest.json', finalUrl).href, json: h.manifest.json ?? {} } : null,
    json_ld: (h.json_ld ?? []) as unknown[],
  };
  const net = input.network ?? {};
  return {
    format_version: CAPTURE_FORMAT_VERSION,
    requested_url: input.requested_url ?? finalUrl,
    final_url: finalUrl,
    captured_at: input.captured_at ?? '2024-01-01T00:00:00.000Z',
    viewport: { width: 1440, height: 900, device_scale_factor: 1, ...input.viewport },
    document: { width: 1440, height: 900, ...input.document },
    html: { served: input.html?.served ?? null, rendered: input.html?.rendered ?? renderHead(head) },
    head,
    stylesheets: (input.stylesheets ?? []).map((s, i) => ({
      id: s?.id ?? `s${i}`, origin: s?.origin ?? 'inline', href: s?.href ?? null, media: s?.media ?? null, owner_node_id: s?.owner_node_id ?? null, text: s?.text ?? '',
    })),
    nodes: buildNodes(input.nodes ?? []),
    states: (input.states ?? []).map((s) => ({ node_id: s?.node_id ?? 'n0', state: s?.state ?? 'hover', changed: { ...(s?.changed as Record<string, string>) } })),
    fonts: {
      rendered: (input.fonts?.rendered ?? []).map((f) => ({ family: f?.family ?? 'Times New Roman', postscript_name: f?.postscript_name ?? null, is_custom: f?.is_custom ?? false, glyph_count: f?.glyph_count ?? 0, stacks: (f?.stacks ?? []) as string[] })),
      faces: (input.fonts?.faces ?? []).map((f) => ({ family: f?.family ?? '', style: f?.style ?? 'normal', weight: f?.weight ?? '400', status: f?.status ?? 'loaded', src: (f?.src ?? []) as string[] })),
    },
    screenshots: { viewport: input.screenshots?.viewport ?? null, full_page: input.screenshots?.full_page ?? null },
    network: {
      status: net.status ?? 200,
      content_type: net.content_type ?? 'text/html; charset=utf-8',
      redirects: (net.redirects ?? []).map((r) => ({ url: r?.url ?? finalUrl, status: r?.status ?? 301 })),
      timing: { response_ms: 50, dom_content_loaded_ms: 100, load_ms: 150, settled_ms: 200, ...net.timing },
      resources: (net.resources ?? []).map((r) => ({
        url: r?.url ?? finalUrl, type: r?.type ?? 'other', status: r?.status ?? 200, content_type: r?.content_type ?? null, bytes: r?.bytes ?? null, failed: r?.failed ?? null, saved_as: r?.saved_as ?? null,
      })),
    },
    frames: (input.frames ?? []).map((f) => ({ url: f?.url ?? 'about:blank', node_id: f?.node_id ?? null, box: f?.box ? { x: 0, y: 0, width: 0, height: 0, ...f.box } : null })),
    warnings: readCaptureWarnings(input.warnings),
  };
}

/** A minimal rendered document that agrees with the head facts. */
function renderHead(head: Capture['head']): string {
  const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const text = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const lines = [
    head.title === null ? '' : `<title>${text(head.title)}</title>`,
    ...head.meta.map((m) => `<meta${m.name === null ? '' : ` name="${attr(m.name)}"`}${m.property === null ? '' : ` property="${attr(m.property)}"`} content="${attr(m.content)}">`),
    ...head.links.map((l) => `<link rel="${attr(l.rel)}" href="${attr(l.href)}"${l.type ? ` type="${attr(l.type)}"` : ''}${l.sizes ? ` sizes="${attr(l.sizes)}"` : ''}${l.media ? ` media="${attr(l.media)}"` : ''}>`),
  ].filter(Boolean);
  return `<!doctype html><html${head.lang === null ? '' : ` lang="${attr(head.lang)}"`}><head>${lines.join('')}</head><body></body></html>`;
}
