/** The studio fixture (Fieldnote) analyzed from its saved capture, once per test file. */
import { readFileSync } from 'node:fs';
import { analyzeCapture } from '../../src/analyze/run.js';
import type { Capture } from '../../src/crawl/capture-types.js';

export const STUDIO_URL = 'https://studio.brand-design.test/';

let cached: Promise<unknown> | null = null;

export function capturePath(site: string): string {
  return new URL(`../fixtures/captures/${site}.json`, import.meta.url).pathname;
}

export async function designSystemOf(site: string): Promise<Record<string, unknown>> {
  const capture = JSON.parse(readFileSync(capturePath(site), 'utf8')) as Capture;
  return (await analyzeCapture(capture)).design_system as Record<string, unknown>;
}

export function studioDesignSystem(): Promise<Record<string, unknown>> {
  cached ??= designSystemOf('studio');
  return cached as Promise<Record<string, unknown>>;
}
