/**
 * Capture warnings: what a capture could not do, as `{ code, message }` (issue 8 item 6, issue 9
 * §2). The codes are a closed set defined here once; the message is for people. A capture whose
 * warnings list is not empty is incomplete in the way its codes say, never a clean success, and
 * the result envelope carries the list as it is (`envelope.warnings`).
 *
 * Captures saved before warnings had codes hold plain strings; `readCaptureWarnings` reads them
 * as code `other`, so old and new captures look the same to readers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomicSync } from '../artifacts/atomic-write.js';
import { join } from 'node:path';

export const CAPTURE_WARNING_CODES = [
  /** The page did not reach network quiet / DOM stable / fonts loaded within the page budget. */
  'not_settled',
  /** A collection step ran out of time; the capture has no data for it (named in the message). */
  'budget_exhausted',
  /** The page has more visible elements than are recorded; the node table is a sample. */
  'truncated',
  /** Forced states were read on fewer groups of interactive elements than the page has. */
  'states_sampled',
  /** A screenshot could not be taken. */
  'screenshot_missing',
  /** The full-page screenshot stops before the end of the page (MAX_FULL_PAGE_HEIGHT). */
  'screenshot_clipped',
  /** Web fonts the page declares failed to load or were still loading. */
  'fonts_missing',
  /** A stylesheet's rules could not be read (cross-origin, body not recorded). */
  'stylesheet_unreadable',
  /** The page was not scrolled to its end; content loaded on scroll may be missing. */
  'lazy_content_partial',
  /** A consent banner was accepted or hidden. */
  'consent',
  /** A JavaScript dialog (alert, confirm, prompt, beforeunload) was dismissed. */
  'dialog',
  /** A popup window opened by the page was closed. */
  'popup',
  /** The web app manifest could not be read. */
  'manifest',
  /** JSON-LD blocks that are not valid JSON were skipped. */
  'json_ld',
  /** A fixture-origin request could not be answered. */
  'fixture_routing',
  /** Resource bodies (images, fonts) were not saved (size limits). */
  'resources_not_saved',
  /** A warning from a capture saved before warnings had codes. */
  'other',
] as const;

export type CaptureWarningCode = (typeof CAPTURE_WARNING_CODES)[number];

export interface CaptureWarning {
  code: CaptureWarningCode;
  message: string;
}

const CODES: ReadonlySet<string> = new Set(CAPTURE_WARNING_CODES);

export function isCaptureWarningCode(value: unknown): value is CaptureWarningCode {
  return typeof value === 'string' && CODES.has(value);
}

/** One warning. */
export function captureWarning(code: CaptureWarningCode, message: string): CaptureWarning {
  return { code, message };
}

/**
 * The warnings of a saved capture, whatever its age: strings (captures saved before codes) become
 * `{ code: 'other', message }`; an entry with an unknown code keeps its message under `other`.
 * Anything else (no list, junk entries) is dropped rather than failing a read of old data.
 */
export function readCaptureWarnings(raw: unknown): CaptureWarning[] {
  if (!Array.isArray(raw)) return [];
  const out: CaptureWarning[] = [];
  for (const entry of raw) {
    if (typeof entry === 'string') out.push({ code: 'other', message: entry });
    else if (entry !== null && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string') {
      const { code, message } = entry as { code?: unknown; message: string };
      out.push({ code: isCaptureWarningCode(code) ? code : 'other', message });
    }
  }
  return out;
}

/**
 * The warnings of an extraction, beside its artifacts: a small file the result envelope reads on
 * every poll (capture.json can be tens of megabytes). Written as soon as the capture exists, so
 * partial results already carry them.
 */
export const WARNINGS_FILE = 'warnings.json';

export function writeWarningsFile(dir: string, warnings: readonly CaptureWarning[]): void {
  writeFileAtomicSync(join(dir, WARNINGS_FILE), JSON.stringify(warnings), { mode: 0o600 });
}

/**
 * The warnings saved in an extraction folder; for an extraction made before the file existed,
 * those of its capture.json (strings read as `other`); none when neither file is there.
 */
export function readWarningsFile(dir: string): CaptureWarning[] {
  const file = join(dir, WARNINGS_FILE);
  if (existsSync(file)) return readCaptureWarnings(JSON.parse(readFileSync(file, 'utf8')));
  const capture = join(dir, 'capture.json');
  if (existsSync(capture)) return readCaptureWarnings((JSON.parse(readFileSync(capture, 'utf8')) as { warnings?: unknown }).warnings);
  return [];
}
