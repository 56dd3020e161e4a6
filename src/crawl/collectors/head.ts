/**
 * In-page head collector: title, language, meta tags, link tags, JSON-LD blocks, and the web app
 * manifest fetched by the page itself (same cookies, same origin rules). Raw data only.
 */
import type { HeadFacts } from '../capture-types.js';

export interface RawHeadFacts extends HeadFacts {
  /** Why the manifest could not be read, when a `<link rel=manifest>` exists but failed. */
  manifest_error: string | null;
  /** JSON-LD blocks that did not parse. */
  json_ld_invalid: number;
}

/** Runs in the page. Self-contained. */
export async function collectHead(args: { manifestTimeoutMs: number }): Promise<RawHeadFacts> {
  const meta = Array.from(document.querySelectorAll('meta'))
    .filter((el) => el.hasAttribute('content'))
    .map((el) => ({
      name: el.getAttribute('name') ?? el.getAttribute('http-equiv'),
      property: el.getAttribute('property') ?? el.getAttribute('itemprop'),
      content: el.getAttribute('content') ?? '',
    }));
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel][href]')).map((el) => ({
    rel: el.rel,
    href: el.href,
    type: el.getAttribute('type'),
    sizes: el.getAttribute('sizes'),
    media: el.getAttribute('media'),
  }));

  const jsonLd: unknown[] = [];
  let invalid = 0;
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      jsonLd.push(JSON.parse(script.textContent ?? ''));
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      invalid += 1;
    }
  }

  let manifest: HeadFacts['manifest'] = null;
  let manifestError: string | null = null;
  const manifestLink = document.querySelector<HTMLLinkElement>('link[rel~="manifest"][href]');
  if (manifestLink) {
    const url = manifestLink.href;
    try {
      const response = await fetch(url, {
        credentials: manifestLink.crossOrigin === 'use-credentials' ? 'include' : 'same-origin',
        signal: AbortSignal.timeout(args.manifestTimeoutMs),
      });
      if (!response.ok) manifestError = `manifest ${url} answered HTTP ${response.status}`;
      else manifest = { url: response.url || url, json: JSON.parse(await response.text()) as unknown };
    } catch (error) {
      manifestError = `manifest ${url} could not be read: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  const title = document.title.trim();
  return {
    title: title === '' ? null : title,
    lang: document.documentElement.getAttribute('lang') || null,
    meta,
    links,
    manifest,
    json_ld: jsonLd,
    manifest_error: manifestError,
    json_ld_invalid: invalid,
  };
}
