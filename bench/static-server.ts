/**
 * The static server of the real-pages benches: a sites folder (`/work/sites`, laid out as
 * `<id>/<files>` by `realweb/materialize.sh`) on an ephemeral loopback port, so the benches need no
 * other server running. It is the corpus build's site server (`src/corpus/real-pages.ts`) over one
 * root: files streamed, folders answer with their index.html, nothing outside the folder reachable.
 */
import { serveSiteRoots, type SiteServer } from '../src/corpus/real-pages.js';

export type StaticServer = SiteServer;

export function serveStatic(dir: string): Promise<StaticServer> {
  return serveSiteRoots([dir]);
}
