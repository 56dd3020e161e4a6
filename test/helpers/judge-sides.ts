/** Builds verifier sides from saved captures (test/fixtures/captures/<name>.json) without a browser. */
import { readFileSync } from 'node:fs';
import { analyzeCapture } from '../../src/analyze/run.js';
import type { Capture } from '../../src/crawl/capture-types.js';
import { extractFeatures } from '../../src/verify/features.js';
import type { JudgeSide } from '../../src/verify/types.js';

export function loadCapture(name: string): Capture {
  return JSON.parse(readFileSync(new URL(`../fixtures/captures/${name}.json`, import.meta.url), 'utf8')) as Capture;
}

export async function sideFromCapture(capture: Capture): Promise<JudgeSide> {
  const { design_system } = await analyzeCapture(capture);
  return { url: capture.final_url, designSystem: design_system, capture, features: extractFeatures(capture) };
}

export async function side(name: string): Promise<JudgeSide> {
  return sideFromCapture(loadCapture(name));
}

/**
 * A copy of a capture with computed styles rewritten on the nodes `match` selects — for comparer
 * unit tests only (end-to-end validity tests perturb real pages with injected CSS instead).
 */
export function restyle(capture: Capture, match: (node: Capture['nodes'][number]) => boolean, style: Record<string, string>): Capture {
  return { ...capture, nodes: capture.nodes.map((n) => (match(n) ? { ...n, style: { ...n.style, ...style } } : n)) };
}
