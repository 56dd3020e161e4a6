/**
 * Forced interaction states through the DevTools protocol (`CSS.forcePseudoState`), not mouse
 * moves: for each target, the computed style under :hover, :focus-visible and :active, keeping
 * only the properties that differ from the node's default style. Raw data only.
 *
 * `focus-visible` is forced together with `focus`, because an element matching :focus-visible
 * always matches :focus. Transitions must already be disabled (settle.ts `freezeMotion`),
 * otherwise the forced style would be read at the start of its transition.
 *
 * Styles are read in the page (`Runtime.callFunctionOn` → getComputedStyle of the listed
 * properties) rather than with `CSS.getComputedStyleForNode`, which serializes every longhand.
 */
import type { CDPSession } from '../browser.js';
import { bounded } from '../bounded.js';
import { CAPTURED_STYLE_PROPERTIES, type ForcedStateStyle } from '../capture-types.js';
import type { CdpLimits, ProbeHandle } from './dom-map.js';

export const FORCED_STATES: readonly { state: ForcedStateStyle['state']; pseudo: string[] }[] = [
  { state: 'hover', pseudo: ['hover'] },
  { state: 'focus-visible', pseudo: ['focus', 'focus-visible'] },
  { state: 'active', pseudo: ['active'] },
];

/** Properties compared between default and forced styles: the captured set plus transforms. */
export const STATE_STYLE_PROPERTIES: readonly string[] = [
  ...CAPTURED_STYLE_PROPERTIES,
  'transform', 'translate', 'scale', 'text-decoration-color', 'text-underline-offset',
];

const READ_STYLE = `function () { const style = getComputedStyle(this); return ${JSON.stringify(STATE_STYLE_PROPERTIES)}.map((name) => style.getPropertyValue(name)); }`;

export async function collectForcedStates(
  cdp: CDPSession,
  targets: ({ id: string } & ProbeHandle)[],
  limits: CdpLimits,
): Promise<ForcedStateStyle[]> {
  if (targets.length === 0) return [];
  const run = async (): Promise<ForcedStateStyle[]> => {
    await cdp.send('CSS.enable');
    // Every command is sent at once; the protocol runs them in order on this session, so each
    // force → read sequence stays intact while the round trips overlap. A failure (the node was
    // re-rendered away) becomes null right here, so nothing is left unhandled on a timeout.
    const read = (objectId: string): Promise<string[] | null> =>
      cdp.send('Runtime.callFunctionOn', { objectId, functionDeclaration: READ_STYLE, returnByValue: true }).then(
        (answer) => (answer.exceptionDetails ? null : (answer.result.value as string[])),
        () => null,
      );
    const force = (nodeId: number, pseudo: string[]): Promise<unknown> =>
      cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: pseudo }).catch(() => null);
    const perTarget = targets.map(({ id, nodeId, objectId }) => {
      const base = read(objectId);
      const forced = FORCED_STATES.map(({ state, pseudo }) => {
        void force(nodeId, pseudo);
        return { state, style: read(objectId) };
      });
      void force(nodeId, []);
      return { id, base, forced };
    });
    const out: ForcedStateStyle[] = [];
    for (const target of perTarget) {
      const base = await target.base;
      for (const { state, style: pending } of target.forced) {
        const style = await pending;
        if (!base || !style) continue;
        const changed: Record<string, string> = {};
        style.forEach((value, i) => {
          if (value !== base[i]) changed[STATE_STYLE_PROPERTIES[i]!] = value;
        });
        if (Object.keys(changed).length > 0) out.push({ node_id: target.id, state, changed });
      }
    }
    return out;
  };
  return bounded(run(), limits.timeoutMs, 'forcing interaction states', limits.signal);
}
