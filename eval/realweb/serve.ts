/**
 * The static server of the eval and of the saved-capture scripts: a materialized sites folder
 * (`<id>/<files>`) on an ephemeral loopback port, read-only, paths confined to the folder. It is
 * the corpus build's site server (`src/corpus/real-pages.ts`) over one root, so there is one
 * implementation of it.
 */
import { serveSiteRoots, type SiteServer } from '../../src/corpus/real-pages.js';

export type StaticSites = SiteServer;

export function serveSites(root: string): Promise<StaticSites> {
  return serveSiteRoots([root]);
}
