/**
 * `brand-design browser-server` (issue 13 §2): one Chromium, served to workers on other machines
 * through Playwright's own browser server. Workers name it with `browser.wsEndpoint` (or
 * `--browser-endpoint`); the endpoint stays the same across restarts on the same port and
 * `--ws-path`, so workers reconnect on their own.
 */
import { EXIT, UsageError, parse } from './args.js';
import { launchBrowserServer } from '../crawl/browser.js';
import { writeFileAtomicSync } from '../artifacts/atomic-write.js';
import { DEFAULT_WS_PATH } from '../crawl/remote-browser.js';
import { classifyAddress } from '../crawl/network-policy.js';

export const BROWSER_SERVER_HELP = `Serve one Chromium to workers on other machines (Playwright browser server).

Usage: brand-design browser-server [options]

Options:
  --port <n>              port to listen on (default 0: any free port; fix it so workers reconnect after a restart)
  --host <address>        address to listen on (default 127.0.0.1)
  --ws-path <path>        websocket path (default ${DEFAULT_WS_PATH}); required, and best kept secret, when --host
                          is not a loopback address: whoever knows the endpoint can drive the browser
  --endpoint-file <file>  also write the endpoint to this file (written whole, then renamed into place)
  --chromium <path>       the Chromium executable (default: as for extract)

Prints the endpoint (ws://host:port/path) on one line, then serves until SIGINT or SIGTERM,
which close the browser and end with exit 0. Exit codes: 1 Chromium exited on its own (restart the
server: workers reconnect), 2 usage error, 3 no Chromium.`;

export interface BrowserServerSettings {
  port: number;
  host: string;
  wsPath: string;
  endpointFile?: string;
  executablePath?: string;
}

/** The command line as settings. Pure. @throws UsageError */
export function browserServerSettings(argv: string[]): BrowserServerSettings {
  const { values } = parse(argv, {
    port: { type: 'string' }, host: { type: 'string' }, 'ws-path': { type: 'string' }, 'endpoint-file': { type: 'string' }, chromium: { type: 'string' },
  }, false);
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`--port expects a port number from 0 to 65535; got ${JSON.stringify(values.port)}`);
  const host = values.host ?? '127.0.0.1';
  if (host.trim() === '') throw new UsageError('--host expects an address to listen on');
  if (values['ws-path'] === undefined && !isLoopbackHost(host)) {
    throw new UsageError(`--host ${host} is reachable from other machines: pass --ws-path with a path that is hard to guess (anyone who knows the endpoint can drive the browser)`);
  }
  const wsPath = values['ws-path'] ?? DEFAULT_WS_PATH;
  if (!/^\/[A-Za-z0-9._~\-/]+$/.test(wsPath)) throw new UsageError(`--ws-path expects a URL path such as /brand-design (letters, digits, . _ ~ - /); got ${JSON.stringify(wsPath)}`);
  return {
    port, host, wsPath,
    ...(values['endpoint-file'] ? { endpointFile: values['endpoint-file'] } : {}),
    ...(values.chromium ? { executablePath: values.chromium } : {}),
  };
}

export async function runBrowserServer(argv: string[]): Promise<number> {
  const settings = browserServerSettings(argv);
  const server = await launchBrowserServer(settings);
  let stopped!: (code: number) => void;
  const done = new Promise<number>((resolve) => (stopped = resolve));
  let stopping = false;
  const stop = (): void => {
    stopping = true;
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    server.close().then(() => stopped(EXIT.ok), (error: unknown) => {
      process.stderr.write(`brand-design browser-server: while closing: ${error instanceof Error ? error.message : String(error)}\n`);
      stopped(EXIT.failed);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A browser that dies under the server leaves nothing to serve: exit 1, so a supervisor
  // (systemd, a container runtime) starts a new one on the same endpoint and workers reconnect.
  void server.exited.then(() => {
    if (stopping) return;
    process.stderr.write('brand-design browser-server: Chromium exited; stopping (start the server again: workers reconnect to the same endpoint)\n');
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    void server.close().finally(() => stopped(EXIT.failed));
  });
  try {
    // Written whole (temp file + rename): a worker polling the file never reads half an endpoint.
    if (settings.endpointFile) writeFileAtomicSync(settings.endpointFile, `${server.wsEndpoint}\n`);
    process.stdout.write(`${server.wsEndpoint}\n`);
  } catch (error) {
    stop();
    await done;
    throw error;
  }
  return done;
}

/** Only this machine can connect: localhost or a loopback address. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || classifyAddress(host.replace(/^\[|\]$/g, '')) === 'loopback';
}
