/**
 * A static file server for the real-pages benches: serves a sites folder (`/work/sites`, laid out
 * as `<id>/<files>` by `realweb/materialize.sh`) on an ephemeral loopback port, so the benches
 * need no other server running. Files are streamed, folders answer with their index.html, and
 * nothing outside the folder is reachable.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { contentTypeFor } from '../src/crawl/fixture-origin.js';

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  close(): Promise<void>;
}

async function regularFile(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG' || code === 'EISDIR') return null;
    throw error;
  }
}

/** The file a request path names inside `root` (a folder → its index.html); null when outside. */
function candidates(root: string, pathname: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return []; // a malformed %-escape names no file
  }
  const target = resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + sep)) return [];
  return decoded.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html')];
}

export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = resolve(dir);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      for (const file of candidates(root, pathname)) {
        const size = await regularFile(file);
        if (size === null) continue;
        response.writeHead(200, { 'content-type': contentTypeFor(file), 'content-length': size, 'cache-control': 'no-cache' });
        if (request.method === 'HEAD') response.end();
        else createReadStream(file).on('error', () => response.destroy()).pipe(response);
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`${String(error)}\n`);
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
