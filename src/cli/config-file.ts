/**
 * `brand-design.config.json` (issue 12 §4): capture options for every command that captures,
 * found upward from the working directory (the first folder that has one wins). Its keys are the
 * capture flags' names in camelCase, with the same units; an unknown key, a wrong type or bad JSON
 * is a usage error naming the file and the key. Validation is pure (`settingsFromConfig`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from './args.js';
import type { SiteCookie } from '../crawl/site-access.js';

export const CONFIG_FILE_NAME = 'brand-design.config.json';

/** Capture options as the CLI knows them, before they become runtime options (capture-flags.ts). */
export interface CaptureSettings {
  pageBudgetMs?: number;
  captureTimeoutMs?: number;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  headers?: Record<string, string>;
  cookies?: SiteCookie[];
  basicAuth?: { username: string; password: string };
  browserEndpoint?: string;
  allowPrivate?: boolean;
  allowHosts?: string[];
  denyHosts?: string[];
}

/** The config file of `cwd` or its nearest ancestor; null when none. */
export function findConfigFile(cwd: string): string | null {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const candidate = join(dir, CONFIG_FILE_NAME);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

export function readConfigFile(file: string): CaptureSettings {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) throw new UsageError(`${file}: not valid JSON (${error.message})`);
    throw error;
  }
  return settingsFromConfig(data, file);
}

type Reader = (value: unknown, where: string) => unknown;

/** One reader per key; the keys are the flags' names (README "Capture options"). */
const KEYS: Record<string, Reader> = {
  $schema: () => undefined,
  pageBudget: (v, w) => seconds(v, w),
  captureTimeout: (v, w) => seconds(v, w),
  viewport: (v, w) => (typeof v === 'string' ? viewportFrom(v, w) : size(v, w)),
  colorScheme: (v, w) => {
    if (v !== 'light' && v !== 'dark') throw new UsageError(`${w} expects "light" or "dark"; got ${JSON.stringify(v)}`);
    return v;
  },
  headers: (v, w) => {
    const o = plainObject(v, w);
    for (const [name, value] of Object.entries(o)) {
      if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || typeof value !== 'string') throw new UsageError(`${w} expects { "Header-Name": "value" }; got ${JSON.stringify(name)}: ${JSON.stringify(value)}`);
    }
    return o;
  },
  cookies: (v, w) => {
    if (!Array.isArray(v)) throw new UsageError(`${w} expects a list of "name=value" or { "name", "value", "domain"?, "path"? }`);
    return v.map((c: unknown, i) => (typeof c === 'string' ? cookieFrom(c, `${w}[${i}]`) : cookieObject(c, `${w}[${i}]`)));
  },
  basicAuth: (v, w) => (typeof v === 'string' ? basicAuthFrom(v, w) : credentials(v, w)),
  browserEndpoint: (v, w) => endpointFrom(v, w),
  allowPrivate: (v, w) => {
    if (typeof v !== 'boolean') throw new UsageError(`${w} expects true or false; got ${JSON.stringify(v)}`);
    return v;
  },
  allowHosts: (v, w) => hostList(v, w),
  denyHosts: (v, w) => hostList(v, w),
};

const RENAMED: Record<string, keyof CaptureSettings> = { pageBudget: 'pageBudgetMs', captureTimeout: 'captureTimeoutMs' };

/** Validates a parsed config file. Pure. @throws UsageError naming `source` and the key */
export function settingsFromConfig(data: unknown, source: string): CaptureSettings {
  const o = plainObject(data, source);
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) {
    const read = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
    if (!read) throw new UsageError(`${source}: unknown key ${JSON.stringify(key)}; expected any of ${Object.keys(KEYS).filter((k) => k !== '$schema').join(', ')}`);
    const parsed = read(value, `${source}: ${key}`);
    if (parsed !== undefined) settings[RENAMED[key] ?? key] = parsed;
  }
  return settings as CaptureSettings;
}

function plainObject(v: unknown, where: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new UsageError(`${where} expects a JSON object`);
  return v as Record<string, unknown>;
}

/** Seconds (> 0, at most an hour) as milliseconds. */
export function seconds(v: unknown, where: string): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || n > 3600) throw new UsageError(`${where} expects seconds, more than 0 and at most 3600; got ${JSON.stringify(v)}`);
  return Math.round(n * 1000);
}

export function viewportFrom(text: string, where: string): { width: number; height: number } {
  const m = /^(\d+)x(\d+)$/i.exec(text.trim());
  if (!m) throw new UsageError(`${where} expects WIDTHxHEIGHT such as 1280x800; got ${JSON.stringify(text)}`);
  return size({ width: Number(m[1]), height: Number(m[2]) }, where);
}

function size(v: unknown, where: string): { width: number; height: number } {
  const o = plainObject(v, where);
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 200 && n <= 8192;
  if (!ok(o.width) || !ok(o.height) || Object.keys(o).length !== 2) throw new UsageError(`${where} expects { "width", "height" } in whole pixels from 200 to 8192, or "WIDTHxHEIGHT"`);
  return { width: o.width, height: o.height };
}

/** `--header "Name: value"`. */
export function headerFrom(text: string, where: string): [string, string] {
  const at = text.indexOf(':');
  const name = at > 0 ? text.slice(0, at).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new UsageError(`${where} expects "Name: value"; got ${JSON.stringify(text)}`);
  return [name, text.slice(at + 1).trim()];
}

/** `--cookie name=value`. */
export function cookieFrom(text: string, where: string): SiteCookie {
  const at = text.indexOf('=');
  const name = at > 0 ? text.slice(0, at).trim() : '';
  if (!name || /[\s;,]/.test(name)) throw new UsageError(`${where} expects name=value; got ${JSON.stringify(text)}`);
  return { name, value: text.slice(at + 1).trim() };
}

function cookieObject(v: unknown, where: string): SiteCookie {
  const o = plainObject(v, where);
  const known = ['name', 'value', 'domain', 'path'];
  const extra = Object.keys(o).find((k) => !known.includes(k));
  if (extra) throw new UsageError(`${where}: unknown key ${JSON.stringify(extra)}; expected name, value, domain, path`);
  if (typeof o.name !== 'string' || !o.name || typeof o.value !== 'string') throw new UsageError(`${where} expects { "name": "…", "value": "…" }`);
  for (const k of ['domain', 'path'] as const) if (o[k] !== undefined && typeof o[k] !== 'string') throw new UsageError(`${where}: ${k} expects a string`);
  return { name: o.name, value: o.value, ...(o.domain ? { domain: o.domain as string } : {}), ...(o.path ? { path: o.path as string } : {}) };
}

/** `--basic-auth user:password`. */
export function basicAuthFrom(text: string, where: string): { username: string; password: string } {
  const at = text.indexOf(':');
  if (at <= 0) throw new UsageError(`${where} expects user:password`);
  return { username: text.slice(0, at), password: text.slice(at + 1) };
}

function credentials(v: unknown, where: string): { username: string; password: string } {
  const o = plainObject(v, where);
  if (typeof o.username !== 'string' || !o.username || typeof o.password !== 'string' || Object.keys(o).length !== 2) throw new UsageError(`${where} expects "user:password" or { "username", "password" }`);
  return { username: o.username, password: o.password };
}

export function endpointFrom(v: unknown, where: string): string {
  if (typeof v !== 'string' || !/^(wss?|https?):\/\/\S+$/.test(v)) throw new UsageError(`${where} expects a ws://, wss:// or http:// browser endpoint; got ${JSON.stringify(v)}`);
  return v;
}

function hostList(v: unknown, where: string): string[] {
  if (!Array.isArray(v) || v.some((h) => typeof h !== 'string' || h.trim() === '')) throw new UsageError(`${where} expects a list of host names, *.domains, IPs or CIDR ranges`);
  return v as string[];
}
