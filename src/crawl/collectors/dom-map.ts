/**
 * Resolves the elements the node walk picked for probing (its Symbol-keyed probe table) to
 * DevTools-protocol handles — a remote object id (to read styles in the page) and a DOM node id
 * (to force pseudo-classes, to ask for platform fonts) — via `Runtime.evaluate` and
 * `DOM.requestNode`. Nothing is written into the page's markup, so its HTML stays as it was.
 */
import type { CDPSession } from '../browser.js';
import { bounded } from '../bounded.js';

/** Remote objects are kept in this group until `releaseProbeNodes`. */
const OBJECT_GROUP = 'brand-design-probes';

export interface CdpLimits {
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ProbeHandle {
  objectId: string;
  nodeId: number;
}

export interface ProbeTable {
  /** The probe table itself (a remote array), for reading many of its elements in one call. */
  objectId: string | null;
  /** Per table index, the element's handles (`null` where it could not be resolved). */
  handles: (ProbeHandle | null)[];
}

/**
 * Handles for the walk's probe table, in table order (`null` where an element could not be
 * resolved). Enables the `DOM` domain, which forced states and fonts need.
 */
export function resolveProbeNodes(cdp: CDPSession, probeTableKey: string, limits: CdpLimits): Promise<ProbeTable> {
  return bounded(resolve(cdp, probeTableKey), limits.timeoutMs, 'resolving probe nodes', limits.signal);
}

/** Lets the page forget the remote objects handed out by `resolveProbeNodes`. */
export async function releaseProbeNodes(cdp: CDPSession): Promise<void> {
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: OBJECT_GROUP });
}

async function resolve(cdp: CDPSession, probeTableKey: string): Promise<ProbeTable> {
  await cdp.send('DOM.enable');
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `globalThis[Symbol.for(${JSON.stringify(probeTableKey)})] ?? []`,
    objectGroup: OBJECT_GROUP,
    returnByValue: false,
  });
  if (!result.objectId) return { objectId: null, handles: [] };
  const { result: properties } = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
  const entries = properties
    .filter((property) => /^\d+$/.test(property.name) && property.value?.objectId)
    .map((property) => ({ index: Number(property.name), objectId: property.value!.objectId! }));
  // Sent together: the protocol answers in order, so pipelining saves a round trip per element.
  const answers = await Promise.allSettled(entries.map((entry) => cdp.send('DOM.requestNode', { objectId: entry.objectId })));
  const handles: (ProbeHandle | null)[] = [];
  entries.forEach((entry, i) => {
    const answer = answers[i]!;
    handles[entry.index] = answer.status === 'fulfilled' && answer.value.nodeId > 0 ? { objectId: entry.objectId, nodeId: answer.value.nodeId } : null;
  });
  return { objectId: result.objectId, handles: Array.from(handles, (handle) => handle ?? null) };
}
