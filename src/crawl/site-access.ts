/**
 * Reaching a staging site (issue 12 §4): extra request headers, cookies and HTTP basic auth for
 * the page being extracted. They are the site's credentials, so they go to the submitted page's
 * own host only — never to a CDN, an analytics beacon or anything else the page loads — in
 * Chromium (a route that adds them to same-host requests; cookies set for the page's URL) and
 * in Node (asset mirroring, fetch.ts, through `accessHeadersFor`).
 */
import { createHash } from 'node:crypto';
import { DEFAULT_VIEWPORT, type BrowserContext } from './browser.js';

export interface SiteCookie {
  name: string;
  value: string;
  /** @default the submitted page's host (a host-only cookie) */
  domain?: string;
  /** @default '/' */
  path?: string;
}

export interface SiteAccess {
  /** Request headers added to every request to the submitted page's host. */
  headers?: Record<string, string>;
  /** Cookies in the browser before the page loads. */
  cookies?: SiteCookie[];
  /** HTTP basic auth, sent (pre-emptively) to the submitted page's host. */
  basicAuth?: { username: string; password: string };
}

export function hasSiteAccess(access: SiteAccess | undefined): boolean {
  return Boolean(access && (Object.keys(access.headers ?? {}).length > 0 || (access.cookies?.length ?? 0) > 0 || access.basicAuth));
}

/** The headers a request to `requestUrl` carries for an extraction of `pageUrl`: none off the page's host. Pure. */
export function accessHeadersFor(access: SiteAccess | undefined, pageUrl: string, requestUrl: string): Record<string, string> {
  if (!access || !sameHost(pageUrl, requestUrl)) return {};
  const headers: Record<string, string> = { ...(access.headers ?? {}) };
  if (access.basicAuth) {
    const token = Buffer.from(`${access.basicAuth.username}:${access.basicAuth.password}`, 'utf8').toString('base64');
    headers.Authorization = `Basic ${token}`;
  }
  return headers;
}

function sameHost(a: string, b: string): boolean {
  try {
    return new URL(a).host.toLowerCase() === new URL(b).host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Installs the access on a fresh context before its first navigation. The route is registered
 * after the network policy's, so it runs first and hands the request on with `fallback`: the
 * policy still decides whether it goes out.
 */
export async function installSiteAccess(context: BrowserContext, pageUrl: string, access: SiteAccess | undefined): Promise<void> {
  if (!hasSiteAccess(access)) return;
  if (access!.cookies?.length) {
    await context.addCookies(access!.cookies.map((c) => (c.domain
      ? { name: c.name, value: c.value, domain: c.domain, path: c.path ?? '/' }
      : { name: c.name, value: c.value, url: new URL(c.path ?? '/', pageUrl).href })));
  }
  // Also answer a challenge: some requests of the page (a stylesheet read back for the capture)
  // bypass routes, and an unanswered 401 with WWW-Authenticate would stall the page on a login prompt.
  if (access!.basicAuth) await context.setHTTPCredentials({ ...access!.basicAuth, origin: new URL(pageUrl).origin });
  if (Object.keys(access!.headers ?? {}).length > 0 || access!.basicAuth) {
    await context.route('**/*', async (route) => {
      const request = route.request();
      const extra = accessHeadersFor(access, pageUrl, request.url());
      if (Object.keys(extra).length === 0) return route.fallback();
      return route.fallback({ headers: { ...request.headers(), ...extra } });
    });
  }
}

/**
 * What makes two captures of one URL different pages for the cache (ARCHITECTURE "Capture
 * variants"): the color scheme, the viewport, and the access (a logged-in page is not the public
 * one). '' when everything is at its default, so existing caches stay valid. Secrets are hashed,
 * never stored. Pure.
 */
export function captureVariant(options: { colorScheme?: string; viewport?: { width: number; height: number }; access?: SiteAccess }): string {
  const parts: Record<string, unknown> = {};
  if (options.colorScheme) parts.colorScheme = options.colorScheme;
  const { width, height } = options.viewport ?? DEFAULT_VIEWPORT;
  if (width !== DEFAULT_VIEWPORT.width || height !== DEFAULT_VIEWPORT.height) parts.viewport = `${width}x${height}`;
  if (hasSiteAccess(options.access)) parts.access = options.access;
  if (Object.keys(parts).length === 0) return '';
  return `~${createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 16)}`;
}
