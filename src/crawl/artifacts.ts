/**
 * Files a capture leaves in its folder: saved resource bodies under `resources/`, the artifact
 * files of spec §2.3 (`page.html`, `styles.css`, `element-layout.json`; the screenshots are
 * written by the capture itself) and `capture.json`, written last so its presence means the
 * folder is complete.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_FILES, type Capture, type NetworkResource } from './capture-types.js';
import { MAX_RESOURCE_BYTES } from './network.js';
import { writeFileAtomic } from '../artifacts/atomic-write.js';

export const RESOURCES_DIR = 'resources';
export const CAPTURE_FILE = 'capture.json';
/**
 * Captures are private to the data dir's owner (issue 8 item 10); the runtime also chmods the folder after the job.
 * Every file is written atomically (issue 13 §2: a reader on another machine sharing the folder
 * sees a whole file or none, never one being written).
 */
const PRIVATE = { mode: 0o600 } as const;
/** Most bytes of resource bodies saved per capture. */
export const MAX_SAVED_BYTES = 25 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': '.svg', 'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif', 'image/webp': '.webp',
  'image/avif': '.avif', 'image/x-icon': '.ico', 'image/vnd.microsoft.icon': '.ico', 'font/woff2': '.woff2',
  'font/woff': '.woff', 'font/ttf': '.ttf', 'font/otf': '.otf',
};

/** `resources/<index>-<name>`: readable, unique within the capture, safe on every file system. */
export function resourceFileName(index: number, url: string, contentType: string | null): string {
  let name = 'resource';
  try {
    name = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? name);
  } catch (error) {
    if (!(error instanceof URIError || error instanceof TypeError)) throw error; // keep the default name
  }
  name = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').slice(-60) || 'resource';
  if (!/\.[A-Za-z0-9]{2,5}$/.test(name)) name += EXTENSIONS[contentType?.split(';')[0]!.trim().toLowerCase() ?? ''] ?? '.bin';
  return `${RESOURCES_DIR}/${String(index).padStart(3, '0')}-${name}`;
}

/**
 * Writes the bodies of images, SVGs, icons and fonts (≤ 2 MB each, ≤ 25 MB in all) and sets
 * `saved_as`. Returns the resources and a warning when the total limit cut the list short.
 */
export async function saveResources(
  outDir: string,
  entries: { resource: NetworkResource; body: Buffer | null }[],
): Promise<{ resources: NetworkResource[]; warnings: string[] }> {
  let total = 0;
  let skipped = 0;
  const seen = new Map<string, string>();
  const writes: { path: string; body: Buffer }[] = [];
  const resources = entries.map(({ resource, body }, index) => {
    if (!body || body.length === 0 || body.length > MAX_RESOURCE_BYTES) return resource;
    const already = seen.get(resource.url);
    if (already) return { ...resource, saved_as: already };
    if (total + body.length > MAX_SAVED_BYTES) {
      skipped += 1;
      return resource;
    }
    total += body.length;
    const savedAs = resourceFileName(index, resource.url, resource.content_type);
    seen.set(resource.url, savedAs);
    writes.push({ path: join(outDir, savedAs), body });
    return { ...resource, saved_as: savedAs };
  });
  if (writes.length > 0) await mkdir(join(outDir, RESOURCES_DIR), { recursive: true, mode: 0o700 });
  await Promise.all(writes.map(({ path, body }) => writeFileAtomic(path, body, PRIVATE)));
  const warnings = skipped > 0 ? [`${skipped} resource(s) not saved: the ${MAX_SAVED_BYTES / 1024 / 1024} MB limit for saved bodies was reached`] : [];
  return { resources, warnings };
}

/** All stylesheets in one file, each under a `/* source: … *\/` header. */
export function concatenatedStyles(capture: Capture): string {
  return capture.stylesheets
    .map((sheet) => {
      const where = [sheet.id, sheet.origin, sheet.href, sheet.media ? `media ${sheet.media}` : null, sheet.owner_node_id ? `owner ${sheet.owner_node_id}` : null]
        .filter(Boolean)
        .join(' ')
        .replace(/\*\//g, '* /');
      return `/* source: ${where} */\n${sheet.text}\n`;
    })
    .join('\n');
}

/** Writes page.html, styles.css, element-layout.json, then capture.json. */
export async function writeArtifacts(outDir: string, capture: Capture): Promise<void> {
  const layout = {
    url: capture.final_url,
    viewport: capture.viewport,
    document: capture.document,
    nodes: capture.nodes.map(({ id, parent, tag, selector, box }) => ({ id, parent, tag, selector, box })),
  };
  await Promise.all([
    writeFileAtomic(join(outDir, ARTIFACT_FILES.html.path), capture.html.rendered, PRIVATE),
    writeFileAtomic(join(outDir, ARTIFACT_FILES.css.path), concatenatedStyles(capture), PRIVATE),
    writeFileAtomic(join(outDir, ARTIFACT_FILES.element_layout.path), JSON.stringify(layout), PRIVATE),
  ]);
  await writeFileAtomic(join(outDir, CAPTURE_FILE), JSON.stringify(capture), PRIVATE);
}
