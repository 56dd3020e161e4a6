/**
 * Argument validation shared by every facade method. Failures are 422 `ValidationError`s whose
 * issues name the field (`loc`), say what was expected and what came (`msg`), and carry a
 * machine-readable `type` (spec §7).
 */
import { ValidationError, type ValidationIssue } from '../errors.js';
import { classifyAddress, parseHostRule, type NetworkOptions } from '../crawl/network-policy.js';

export class Issues {
  private readonly list: ValidationIssue[] = [];
  add(loc: (string | number)[], msg: string, type: string): void {
    this.list.push({ loc, msg, type });
  }
  /** Throws the collected issues, if any, as one 422. */
  throwIfAny(): void {
    if (this.list.length > 0) throw new ValidationError(this.list);
  }
}

const show = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (value === undefined) return 'nothing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

export function objectArg(value: unknown, loc: string[], expected: string, issues: Issues): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    issues.add(loc, `expected ${expected}; got ${show(value)}`, 'type_error.object');
    return {};
  }
  return value as Record<string, unknown>;
}

/** Spec §4.2: only absolute http(s) URLs are accepted. */
export function httpUrl(value: unknown, loc: (string | number)[], issues: Issues): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') {
    issues.add(loc, `expected an http(s) URL string; got ${show(value)}`, value === undefined ? 'missing' : 'type_error.url');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    issues.add(loc, `expected an absolute http(s) URL; got ${show(value)}`, 'value_error.url');
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    issues.add(loc, `expected an http or https URL; got the scheme ${show(url.protocol.replace(':', ''))}`, 'value_error.url.scheme');
    return undefined;
  }
  if (!url.hostname) {
    issues.add(loc, `expected a URL with a host; got ${show(value)}`, 'value_error.url.host');
    return undefined;
  }
  if (url.username || url.password) {
    issues.add(loc, 'URLs with credentials are not accepted', 'value_error.url.credentials');
    return undefined;
  }
  return url.href;
}

export interface IntRule {
  min: number;
  max: number;
  default: number;
  /** Values above max are clamped instead of rejected (spec §4.2 max_urls). */
  clampAbove?: boolean;
}

export function integer(value: unknown, loc: (string | number)[], rule: IntRule, issues: Issues): number {
  if (value === undefined || value === null) return rule.default;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    issues.add(loc, `expected a whole number from ${rule.min} to ${rule.max}; got ${show(value)}`, 'type_error.integer');
    return rule.default;
  }
  if (value > rule.max && rule.clampAbove) return rule.max;
  if (value < rule.min || value > rule.max) {
    const type = value < rule.min ? 'value_error.number.not_ge' : 'value_error.number.not_le';
    issues.add(loc, `expected a whole number from ${rule.min} to ${rule.max}; got ${value}`, type);
    return rule.default;
  }
  return value;
}

export function oneOf<T extends string>(value: unknown, loc: (string | number)[], allowed: readonly T[], issues: Issues): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    issues.add(loc, `expected one of ${allowed.join(', ')}; got ${show(value)}`, 'type_error.enum');
    return undefined;
  }
  return value as T;
}

export function optionalString(value: unknown, loc: (string | number)[], issues: Issues, maxLength = 2000): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) {
    issues.add(loc, `expected a string of at most ${maxLength} characters; got ${show(value)}`, 'type_error.str');
    return undefined;
  }
  return value;
}

export function boolean(value: unknown, loc: (string | number)[], issues: Issues, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') {
    issues.add(loc, `expected true or false; got ${show(value)}`, 'type_error.bool');
    return fallback;
  }
  return value;
}

export function requiredId(value: unknown, loc: (string | number)[], issues: Issues): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    issues.add(loc, `expected an identifier string; got ${show(value)}`, 'type_error.str');
    return '';
  }
  return value;
}

/**
 * `openBrandDesign({ network })` (issue 8 item 1): booleans, lists of host rules (names,
 * `*.suffix`, IP addresses, CIDR ranges) and a name → IP address map; each bad entry is an issue.
 */
export function networkOptions(value: unknown, loc: (string | number)[], issues: Issues): NetworkOptions {
  const o = objectArg(value, loc.map(String), 'an object { allowPrivate?, allowHosts?, denyHosts?, resolve? }', issues);
  const known = new Set(['allowPrivate', 'allowHosts', 'denyHosts', 'resolve']);
  for (const key of Object.keys(o)) if (!known.has(key)) issues.add([...loc, key], `unknown option; expected one of ${[...known].join(', ')}`, 'value_error.extra');
  const hostList = (list: unknown, key: string): string[] => {
    if (list === undefined || list === null) return [];
    if (!Array.isArray(list)) {
      issues.add([...loc, key], `expected an array of host names, IP addresses or CIDR ranges; got ${show(list)}`, 'type_error.list');
      return [];
    }
    return list.filter((entry, index) => {
      const ok = typeof entry === 'string' && parseHostRule(entry) !== null;
      if (!ok) issues.add([...loc, key, index], `expected a host name, *.domain, IP address or CIDR range; got ${show(entry)}`, 'value_error.host');
      return ok;
    }) as string[];
  };
  const resolveMap: Record<string, string> = {};
  const rawResolve = objectArg(o.resolve, [...loc.map(String), 'resolve'], 'an object mapping host names to IP addresses', issues);
  for (const [host, address] of Object.entries(rawResolve)) {
    if (typeof address !== 'string' || classifyAddress(address) === null || parseHostRule(host)?.kind !== 'name') {
      issues.add([...loc, 'resolve', host], `expected a host name mapped to an IP address; got ${show(host)} → ${show(address)}`, 'value_error.host');
    } else resolveMap[host] = address;
  }
  return {
    allowPrivate: boolean(o.allowPrivate, [...loc, 'allowPrivate'], issues, false),
    allowHosts: hostList(o.allowHosts, 'allowHosts'),
    denyHosts: hostList(o.denyHosts, 'denyHosts'),
    resolve: resolveMap,
  };
}
