/**
 * Links to the exports (issue 12 §1). The report must work alone from file:// offline, so each
 * export is embedded as a download link (a data: URI with `download`) rather than a path that
 * breaks once the file is moved or mailed.
 */
import { EXPORT_FILE_NAMES, EXPORT_FORMATS, exportDesignSystem, type ExportFormat } from '../../export/index.js';
import { textDataUri } from '../artifacts.js';
import { html, type Html } from '../html.js';

/** Titles of the formats this file knows; a format added later still gets a link, titled by its file name. */
const LABELS: Partial<Record<ExportFormat, [string, string, string]>> = {
  dtcg: ['Design tokens', 'W3C DTCG JSON — Style Dictionary 5, Terrazzo', 'application/json'],
  'dtcg-legacy': ['Design tokens (legacy)', 'String-valued DTCG — Style Dictionary 4, Tokens Studio', 'application/json'],
  figma: ['Figma variables', 'Figma Variables import body', 'application/json'],
  css: ['CSS variables', 'Custom properties on :root', 'text/css'],
  tailwind: ['Tailwind theme', 'A Tailwind v4 @theme block', 'text/css'],
  'design-md': ['DESIGN.md', 'The system in prose, for people and prompts', 'text/markdown'],
};

function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function exportsSection(designSystem: unknown): Html {
  const files = EXPORT_FORMATS.map((format) => {
    const name = EXPORT_FILE_NAMES[format];
    const [title, note, type] = LABELS[format] ?? [format, `The ${format} export`, name.endsWith('.json') ? 'application/json' : name.endsWith('.css') ? 'text/css' : 'text/plain'];
    return { name, title, note, type, content: exportDesignSystem(designSystem, format) };
  });
  files.push({ name: 'design-system.json', title: 'Design system', note: 'Every section, with its evidence', type: 'application/json', content: `${JSON.stringify(designSystem, null, 2)}\n` });
  return html`<section class="r-section" id="exports" data-report="exports">
  <h2>Exports</h2>
  <p class="r-lede">Downloads built from this design system; they travel inside this file.</p>
  <ul class="r-exports">${files.map((f) => html`<li><a download="${f.name}" href="${textDataUri(f.type, f.content)}"><strong>${f.title}</strong><code>${f.name}</code><span class="r-muted">${f.note} · ${size(Buffer.byteLength(f.content))}</span></a></li>`)}</ul>
</section>`;
}
