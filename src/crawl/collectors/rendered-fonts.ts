/**
 * Fonts actually used to paint text, from the DevTools protocol (`CSS.getPlatformFontsForNode`)
 * on a sample of text-bearing nodes, summed per platform family. Raw data only.
 */
import type { CDPSession } from '../browser.js';
import { bounded } from '../bounded.js';
import type { RenderedFont } from '../capture-types.js';
import type { CdpLimits } from './dom-map.js';

export async function collectRenderedFonts(
  cdp: CDPSession,
  samples: { nodeId: number; stack: string }[],
  limits: CdpLimits,
): Promise<RenderedFont[]> {
  if (samples.length === 0) return [];
  const run = async (): Promise<RenderedFont[]> => {
    await cdp.send('CSS.enable');
    const answers = await Promise.allSettled(samples.map(({ nodeId }) => cdp.send('CSS.getPlatformFontsForNode', { nodeId })));
    const byFamily = new Map<string, RenderedFont>();
    answers.forEach((answer, i) => {
      if (answer.status !== 'fulfilled') return; // node detached since the walk
      for (const font of answer.value.fonts) {
        const entry = byFamily.get(font.familyName) ?? {
          family: font.familyName,
          postscript_name: font.postScriptName || null,
          is_custom: false,
          glyph_count: 0,
          stacks: [],
        };
        entry.glyph_count += font.glyphCount;
        entry.is_custom ||= font.isCustomFont;
        entry.postscript_name ??= font.postScriptName || null;
        const stack = samples[i]!.stack;
        if (stack && !entry.stacks.includes(stack)) entry.stacks.push(stack);
        byFamily.set(font.familyName, entry);
      }
    });
    return [...byFamily.values()].sort((a, b) => b.glyph_count - a.glyph_count);
  };
  return bounded(run(), limits.timeoutMs, 'reading rendered fonts', limits.signal);
}
