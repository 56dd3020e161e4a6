/**
 * Capture options on the command line (issue 12 §4): flags, then `brand-design.config.json`
 * (config-file.ts), then the runtime's defaults. A flag replaces the file's value of that option
 * (lists and maps are not merged), so what a command line says is what runs.
 */
import type { BrowserOptions } from '../crawl/types.js';
import type { NetworkOptions } from '../crawl/network-policy.js';
import { UsageError } from './args.js';
import { basicAuthFrom, cookieFrom, endpointFrom, findConfigFile, headerFrom, readConfigFile, seconds, viewportFrom, type CaptureSettings } from './config-file.js';

export const CAPTURE_FLAGS = {
  config: { type: 'string' },
  'no-config': { type: 'boolean' },
  'page-budget': { type: 'string' },
  'capture-timeout': { type: 'string' },
  viewport: { type: 'string' },
  'color-scheme': { type: 'string' },
  header: { type: 'string', multiple: true },
  cookie: { type: 'string', multiple: true },
  'basic-auth': { type: 'string' },
  'browser-endpoint': { type: 'string' },
  'allow-private': { type: 'boolean' },
  'allow-host': { type: 'string', multiple: true },
  'deny-host': { type: 'string', multiple: true },
} as const;

export const CAPTURE_HELP = `Capture options (also read from brand-design.config.json, found upward from the working directory;
a flag wins over the file, the file over the defaults):
  --page-budget <s>        time a page may take before the capture goes on with what is there (default 15)
  --capture-timeout <s>    hard limit for one page's whole capture (default 45)
  --viewport <WxH>         viewport of the capture (default 1440x900)
  --color-scheme <s>       dark or light: the prefers-color-scheme to render (default light)
  --header "Name: value"   extra request header for the page's own host (repeatable)
  --cookie name=value      cookie for the page's own host (repeatable)
  --basic-auth user:pass   HTTP basic auth for the page's own host ($BRAND_DESIGN_BASIC_AUTH keeps it off the command line)
  --browser-endpoint <url> use a running Chromium (ws://… Playwright server, or a DevTools http:// / ws:// endpoint)
  --allow-private          let public pages reach private and loopback addresses (off: SSRF protection)
  --allow-host <h>         host name, *.domain, IP or CIDR range always allowed (repeatable)
  --deny-host <h>          host name, *.domain, IP or CIDR range never fetched (repeatable; wins over allow)
  --config <file>          read this config file instead of searching; --no-config reads none`;

type FlagValues = { [K in keyof typeof CAPTURE_FLAGS]?: (typeof CAPTURE_FLAGS)[K] extends { multiple: true } ? string[] : (typeof CAPTURE_FLAGS)[K]['type'] extends 'boolean' ? boolean : string };

/** The settings the flags give (only those given). Pure. */
export function settingsFromFlags(values: FlagValues, env: NodeJS.ProcessEnv = {}): CaptureSettings {
  const s: CaptureSettings = {};
  if (values['page-budget'] !== undefined) s.pageBudgetMs = seconds(values['page-budget'], '--page-budget');
  if (values['capture-timeout'] !== undefined) s.captureTimeoutMs = seconds(values['capture-timeout'], '--capture-timeout');
  if (values.viewport !== undefined) s.viewport = viewportFrom(values.viewport, '--viewport');
  if (values['color-scheme'] !== undefined) {
    if (values['color-scheme'] !== 'dark' && values['color-scheme'] !== 'light') throw new UsageError(`--color-scheme expects dark or light; got ${JSON.stringify(values['color-scheme'])}`);
    s.colorScheme = values['color-scheme'];
  }
  if (values.header?.length) s.headers = Object.fromEntries(values.header.map((h) => headerFrom(h, '--header')));
  if (values.cookie?.length) s.cookies = values.cookie.map((c) => cookieFrom(c, '--cookie'));
  const basic = values['basic-auth'] ?? env.BRAND_DESIGN_BASIC_AUTH;
  if (basic !== undefined && basic !== '') s.basicAuth = basicAuthFrom(basic, values['basic-auth'] !== undefined ? '--basic-auth' : '$BRAND_DESIGN_BASIC_AUTH');
  if (values['browser-endpoint'] !== undefined) s.browserEndpoint = endpointFrom(values['browser-endpoint'], '--browser-endpoint');
  if (values['allow-private']) s.allowPrivate = true;
  const hosts = (list: string[] | undefined) => list?.flatMap((h) => h.split(',')).map((h) => h.trim()).filter(Boolean);
  if (values['allow-host']?.length) s.allowHosts = hosts(values['allow-host']);
  if (values['deny-host']?.length) s.denyHosts = hosts(values['deny-host']);
  return s;
}

export interface ResolvedCapture {
  settings: CaptureSettings;
  /** The config file read, if any. */
  configFile: string | null;
}

/** Flags over the config file (explicit, found upward from `cwd`, or none). */
export function resolveCaptureSettings(values: FlagValues, cwd: string, env: NodeJS.ProcessEnv): ResolvedCapture {
  if (values.config !== undefined && values['no-config']) throw new UsageError('give --config or --no-config, not both');
  const configFile = values['no-config'] ? null : values.config ?? findConfigFile(cwd);
  const fromFile = configFile ? readConfigFile(configFile) : {};
  return { settings: { ...fromFile, ...settingsFromFlags(values, env) }, configFile };
}

/** The runtime options the settings make (`openBrandDesign({ browser, network })`). Pure. */
export function runtimeCaptureOptions(s: CaptureSettings): { browser: BrowserOptions; network: NetworkOptions } {
  const access = {
    ...(s.headers && Object.keys(s.headers).length ? { headers: s.headers } : {}),
    ...(s.cookies?.length ? { cookies: s.cookies } : {}),
    ...(s.basicAuth ? { basicAuth: s.basicAuth } : {}),
  };
  const browser: BrowserOptions = {
    ...(s.pageBudgetMs !== undefined ? { pageBudgetMs: s.pageBudgetMs } : {}),
    ...(s.captureTimeoutMs !== undefined ? { captureTimeoutMs: s.captureTimeoutMs } : {}),
    ...(s.viewport ? { viewport: s.viewport } : {}),
    ...(s.colorScheme ? { colorScheme: s.colorScheme } : {}),
    ...(Object.keys(access).length ? { access } : {}),
    ...(s.browserEndpoint ? { wsEndpoint: s.browserEndpoint } : {}),
  };
  const network: NetworkOptions = {
    ...(s.allowPrivate !== undefined ? { allowPrivate: s.allowPrivate } : {}),
    ...(s.allowHosts ? { allowHosts: s.allowHosts } : {}),
    ...(s.denyHosts ? { denyHosts: s.denyHosts } : {}),
  };
  return { browser, network };
}
