/**
 * The network policy (ARCHITECTURE "Network policy"; issue 8 item 1, SSRF): which hosts and
 * addresses the runtime may reach while it extracts one page — in Node (asset mirroring,
 * sitemaps) and in Chromium (route interception). Everything here is pure; resolving names
 * lives in network-resolve.ts, and the callers apply the verdicts.
 *
 * A public page may reach public addresses only. Loopback, private (RFC 1918, fc00::/7, CGNAT),
 * link-local (169.254/16, fe80::/10, cloud metadata), unspecified, multicast and reserved
 * addresses are refused — unless the submitted URL is itself on such an address (local
 * development: its class is allowed for that extraction), `allowPrivate` is set, or the host is
 * in `allowHosts`. `denyHosts` always wins.
 */
import ipaddr from 'ipaddr.js';

/** What kind of network an address belongs to. Only `public` is reachable by default. */
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';

/** `openBrandDesign({ network })`: the network policy of every extraction. */
export interface NetworkOptions {
  /** Reach loopback, private, link-local and reserved addresses from any page. @default false */
  allowPrivate?: boolean;
  /**
   * Hosts always allowed, whatever their addresses: a host name (`cdn.example.com`), a
   * subdomain wildcard (`*.example.com`), an IP address or a CIDR range (`10.1.0.0/16`,
   * matched against resolved addresses). @default []
   */
  allowHosts?: string[];
  /** Hosts never reached, in the same forms; wins over everything, the submitted URL included. @default [] */
  denyHosts?: string[];
  /**
   * Fixed answers for host names (`{ 'brand.example': '127.0.0.1' }`), used by Node and given
   * to Chromium (`--host-resolver-rules`). A mapped host counts as public for the local
   * development rule, and its mapped address is always allowed. For tests and split-horizon
   * set-ups. @default {}
   */
  resolve?: Record<string, string>;
}

/** One `allowHosts`/`denyHosts` entry, parsed. */
export type HostRule =
  | { kind: 'name'; name: string }
  | { kind: 'suffix'; suffix: string }
  | { kind: 'range'; range: [ipaddr.IPv4 | ipaddr.IPv6, number] };

/** The policy of one extraction: the options plus the address classes its submitted URL allows. */
export interface NetworkPolicy {
  allowedClasses: ReadonlySet<AddressClass>;
  allowHosts: readonly HostRule[];
  denyHosts: readonly HostRule[];
  /** Lower-case host name → address. */
  resolve: ReadonlyMap<string, string>;
}

export type PolicyVerdict =
  | { allow: true }
  | { allow: false; reason: 'denied_host' | 'forbidden_address'; message: string }
  /** The host is a name that is neither listed nor mapped: resolve it and ask again with its addresses. */
  | { allow: 'resolve' };

const NON_PUBLIC: readonly AddressClass[] = ['loopback', 'private', 'link-local', 'unspecified', 'reserved'];

/** `[::1]` → `::1`; URL.hostname keeps the brackets of an IPv6 literal. */
export function bareHost(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower.replace(/\.$/, '');
}

/**
 * The address an IP literal names, or null for a host name. Only canonical forms are accepted:
 * WHATWG URL parsing has already turned `2130706433`, `0x7f.1` and `0177.0.0.1` into
 * `127.0.0.1` (a test pins that), so a host that still looks odd is a name, not an address.
 */
export function parseAddress(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = bareHost(host);
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (bare.includes(':') && ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return null;
}

function classifyV4(ip: ipaddr.IPv4): AddressClass {
  switch (ip.range()) {
    case 'unicast':
      return 'public';
    case 'loopback':
      return 'loopback';
    case 'private':
    case 'carrierGradeNat': // 100.64/10: provider-internal, and home of some cloud metadata services
      return 'private';
    case 'linkLocal':
      return 'link-local';
    case 'unspecified':
      return 'unspecified';
    case 'multicast':
    case 'broadcast':
      return 'multicast';
    default:
      return 'reserved'; // documentation, benchmarking, 240/4, as112, amt: nothing a page needs
  }
}

function classifyV6(ip: ipaddr.IPv6): AddressClass {
  // ::ffff:127.0.0.1 (and the RFC 6145/6052 translated forms) reach the IPv4 address they embed.
  if (ip.isIPv4MappedAddress()) return classifyV4(ip.toIPv4Address());
  const range: string = ip.range();
  if (range === 'rfc6145' || range === 'rfc6052') {
    const parts = ip.toByteArray().slice(12);
    return classifyV4(new ipaddr.IPv4(parts));
  }
  switch (range) {
    case 'unicast':
      return 'public';
    case 'loopback':
      return 'loopback';
    case 'uniqueLocal':
    case 'deprecatedSiteLocal':
      return 'private';
    case 'linkLocal':
      return 'link-local';
    case 'unspecified':
      return 'unspecified';
    case 'multicast':
      return 'multicast';
    default:
      return 'reserved'; // 6to4, teredo, discard, benchmarking, orchid…: may tunnel anywhere
  }
}

/** The class of an IP address (IPv4, IPv6, IPv4-mapped IPv6, bracketed or not); null for a host name. */
export function classifyAddress(address: string): AddressClass | null {
  const ip = parseAddress(address);
  if (!ip) return null;
  return ip.kind() === 'ipv4' ? classifyV4(ip as ipaddr.IPv4) : classifyV6(ip as ipaddr.IPv6);
}

/** Parses one allowHosts/denyHosts entry; null when it is none of the accepted forms. */
export function parseHostRule(entry: string): HostRule | null {
  const text = entry.trim().toLowerCase();
  if (text === '') return null;
  if (text.includes('/')) {
    try {
      const [address, bits] = ipaddr.parseCIDR(bareHost(text.split('/')[0]!) + '/' + text.split('/')[1]);
      return { kind: 'range', range: [address, bits] };
    } catch {
      return null; // not a CIDR range: no other form contains a slash
    }
  }
  const ip = parseAddress(text);
  if (ip) return { kind: 'range', range: [ip, ip.kind() === 'ipv4' ? 32 : 128] };
  if (text.startsWith('*.')) {
    const suffix = text.slice(2);
    return isHostName(suffix) ? { kind: 'suffix', suffix } : null;
  }
  return isHostName(text) ? { kind: 'name', name: text.replace(/\.$/, '') } : null;
}

function isHostName(text: string): boolean {
  return /^(?=.{1,253}\.?$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/.test(text);
}

function inRange(address: string, range: [ipaddr.IPv4 | ipaddr.IPv6, number]): boolean {
  let ip = parseAddress(address);
  if (!ip) return false;
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.kind() === range[0].kind() && ip.match(range);
}

/** True when `host` (or one of its `addresses`) matches a rule. */
export function matchesHostRules(rules: readonly HostRule[], host: string, addresses: readonly string[] = []): boolean {
  const name = bareHost(host);
  const candidates = parseAddress(name) ? [name, ...addresses] : addresses;
  return rules.some((rule) => {
    if (rule.kind === 'name') return name === rule.name;
    if (rule.kind === 'suffix') return name.endsWith(`.${rule.suffix}`);
    return candidates.some((address) => inRange(address, rule.range));
  });
}

/**
 * The classes a page may reach: public always; every non-public unicast class with
 * `allowPrivate`; otherwise the classes of the submitted URL's own addresses (local development:
 * a page served from 127.0.0.1 loads its subresources from 127.0.0.1) when none of them is
 * public. Multicast never.
 * `submittedAddresses` is empty for a fixture host or a host in the `resolve` map (those count as public).
 */
export function allowedClasses(allowPrivate: boolean, submittedAddresses: readonly string[]): Set<AddressClass> {
  const allowed = new Set<AddressClass>(['public']);
  if (allowPrivate) for (const kind of NON_PUBLIC) allowed.add(kind);
  // A name answering with a public address too is a public site: its DNS must not be able to
  // unlock the private network by adding a private answer.
  if (submittedAddresses.some((address) => classifyAddress(address) === 'public')) return allowed;
  for (const address of submittedAddresses) {
    const kind = classifyAddress(address);
    if (!kind || kind === 'multicast') continue;
    allowed.add(kind);
    // 0.0.0.0 and [::] connect to the machine itself: the same class as loopback.
    if (kind === 'unspecified') allowed.add('loopback');
    if (kind === 'loopback') allowed.add('unspecified');
  }
  return allowed;
}

/** Builds the policy of one extraction from validated options and its submitted URL's addresses. */
export function createNetworkPolicy(options: NetworkOptions = {}, submittedAddresses: readonly string[] = []): NetworkPolicy {
  const rules = (list: string[] | undefined): HostRule[] => (list ?? []).map(parseHostRule).filter((rule): rule is HostRule => rule !== null);
  const resolve = new Map(Object.entries(options.resolve ?? {}).map(([host, address]) => [bareHost(host), bareHost(address)]));
  return {
    allowedClasses: allowedClasses(options.allowPrivate === true, submittedAddresses),
    allowHosts: rules(options.allowHosts),
    denyHosts: rules(options.denyHosts),
    resolve,
  };
}

/**
 * The verdict on reaching `host`. With `addresses` null, a host name that needs resolving gets
 * `{ allow: 'resolve' }`; with its addresses, a host is refused when *any* of them is in a class
 * this extraction may not reach (a name resolving to both a public and a private address could
 * be steered to the private one).
 */
export function decideHost(policy: NetworkPolicy, host: string, addresses: readonly string[] | null): PolicyVerdict {
  const name = bareHost(host);
  const literal = parseAddress(name) ? [name] : null;
  const known = literal ?? addresses ?? (policy.resolve.has(name) ? [policy.resolve.get(name)!] : null);
  if (matchesHostRules(policy.denyHosts, name, known ?? [])) {
    return { allow: false, reason: 'denied_host', message: `${name} is in the network policy's denyHosts` };
  }
  if (matchesHostRules(policy.allowHosts, name, known ?? [])) return { allow: true };
  if (policy.resolve.has(name)) return { allow: true };
  if (!known) {
    // With every unicast class allowed and no address ranges to match, a name needs no lookup.
    const anyAddress = NON_PUBLIC.every((kind) => policy.allowedClasses.has(kind));
    const ranges = [...policy.denyHosts, ...policy.allowHosts].some((rule) => rule.kind === 'range');
    return anyAddress && !ranges ? { allow: true } : { allow: 'resolve' };
  }
  for (const address of known) {
    const kind = classifyAddress(address) ?? 'reserved';
    if (!policy.allowedClasses.has(kind)) {
      const via = literal ? '' : ` (${name} resolves to ${address})`;
      return { allow: false, reason: 'forbidden_address', message: `${address} is a ${kind} address${via}; a page on this network may not reach it` };
    }
  }
  return { allow: true };
}

/** Chromium flags giving the `resolve` map to the browser, so both sides reach the same address. */
export function hostResolverArgs(resolve: Record<string, string> | undefined): string[] {
  const rules = Object.entries(resolve ?? {}).map(([host, address]) => {
    const bare = bareHost(address);
    return `MAP ${bareHost(host)} ${bare.includes(':') ? `[${bare}]` : bare}`;
  });
  return rules.length > 0 ? [`--host-resolver-rules=${rules.join(', ')}`] : [];
}

/** URL host prefixes of IP literals (as WHATWG URL serializes them) per class, for Chromium's block list. */
const LITERAL_HOST_PREFIXES: Partial<Record<AddressClass, string[]>> = {
  loopback: ['127.', '[::1]', 'localhost:', 'localhost/'],
  unspecified: ['0.', '[::]'],
  private: [
    '10.', '192.168.', '[fc', '[fd',
    ...Array.from({ length: 16 }, (_, i) => `172.${16 + i}.`),
    ...Array.from({ length: 64 }, (_, i) => `100.${64 + i}.`),
  ],
  'link-local': ['169.254.', '[fe8', '[fe9', '[fea', '[feb'],
};

/**
 * Wildcard URL patterns for Chromium's own request blocking (`Network.setBlockedURLs`), which
 * Blink applies to every redirect hop — the hops Playwright's route never sees. They name IP
 * literals of the classes this extraction may not reach (and IPv4-mapped IPv6 literals, and
 * `localhost`); names are judged by the route and by the address a response came from.
 */
export function forbiddenLiteralPatterns(policy: NetworkPolicy): string[] {
  const exempt = new Set<AddressClass>();
  for (const rule of policy.allowHosts) {
    if (rule.kind === 'range') exempt.add(classifyAddress(rule.range[0].toString()) ?? 'reserved');
  }
  const allowsLocalhost = matchesHostRules(policy.allowHosts, 'localhost');
  const prefixes: string[] = [];
  for (const [kind, list] of Object.entries(LITERAL_HOST_PREFIXES) as [AddressClass, string[]][]) {
    if (policy.allowedClasses.has(kind) || exempt.has(kind)) continue;
    prefixes.push(...list.filter((prefix) => !(allowsLocalhost && prefix.startsWith('localhost'))));
  }
  if (prefixes.length > 0 && exempt.size === 0) prefixes.push('[::ffff:');
  return ['http', 'https', 'ws', 'wss'].flatMap((scheme) => prefixes.map((prefix) => `${scheme}://${prefix}*`));
}
