/**
 * The network policy applied (network-policy.ts decides): one `NetworkGate` per extraction
 * resolves host names (node:dns, `all: true`, or the `resolve` map), caches the answers for the
 * extraction, refuses a host when any of its addresses is forbidden, and hands Node a `lookup`
 * that answers only with addresses it has checked — so a connection goes to the very address
 * that was checked (no DNS rebinding between check and connect). Refusals are logged for the
 * capture (count and a few examples).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isFixtureUrl } from './fixture-origin.js';
import type { CDPSession, Page } from './browser.js';
import {
  bareHost, createNetworkPolicy, decideHost, forbiddenLiteralPatterns, parseAddress, type NetworkOptions, type NetworkPolicy, type PolicyVerdict,
} from './network-policy.js';
import { CaptureError } from './types.js';

/** Resolves a host name to all its addresses. */
export type ResolveAll = (host: string) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Requests refused in one extraction: how many, and the first few. */
export interface BlockedRequests {
  count: number;
  examples: { url: string; reason: string }[];
}

const MAX_BLOCKED_EXAMPLES = 5;

/** Error code of a connection the policy refused (seen by fetch.ts through node:net). */
export const BLOCKED_CODE = 'EBRANDDESIGNBLOCKED';

export class NetworkGate {
  private readonly answers = new Map<string, Promise<LookupAddress[]>>();
  readonly blocked: BlockedRequests = { count: 0, examples: [] };

  constructor(readonly policy: NetworkPolicy, private readonly resolveAll: ResolveAll = systemResolveAll) {}

  /** Addresses of `host`: itself for an IP literal, the `resolve` map's answer, or DNS (cached). */
  addresses(host: string): Promise<LookupAddress[]> {
    const name = bareHost(host);
    const literal = parseAddress(name);
    if (literal) return Promise.resolve([{ address: name, family: literal.kind() === 'ipv4' ? 4 : 6 }]);
    const mapped = this.policy.resolve.get(name);
    if (mapped) return Promise.resolve([{ address: mapped, family: mapped.includes(':') ? 6 : 4 }]);
    let answer = this.answers.get(name);
    if (!answer) {
      answer = this.resolveAll(name);
      this.answers.set(name, answer);
      answer.catch(() => this.answers.delete(name)); // a failed lookup is asked again next time
    }
    return answer;
  }

  /** The verdict on `host`, resolving it when the policy needs its addresses. DNS failures reject. */
  async check(host: string): Promise<{ verdict: PolicyVerdict; addresses: LookupAddress[] | null }> {
    const first = decideHost(this.policy, host, null);
    if (first.allow !== 'resolve') return { verdict: first, addresses: null };
    const addresses = await this.addresses(host);
    return { verdict: decideHost(this.policy, host, addresses.map((a) => a.address)), addresses };
  }

  /** The verdict on a URL; fixture hosts are answered in-process and are not network (denyHosts still applies). */
  async checkUrl(url: string): Promise<PolicyVerdict> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { allow: false, reason: 'forbidden_address', message: `${url} is not a URL` };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return { allow: true };
    if (isFixtureUrl(url)) {
      const verdict = decideHost(this.policy, parsed.hostname, []);
      return verdict.allow === false ? verdict : { allow: true };
    }
    return (await this.check(parsed.hostname)).verdict;
  }

  private readonly recorded = new Set<string>();

  /** Notes a refused request for the capture (once per URL: the route and the request log may both see it). */
  recordBlocked(url: string, reason: string): void {
    if (this.recorded.has(url)) return;
    this.recorded.add(url);
    this.blocked.count += 1;
    if (this.blocked.examples.length < MAX_BLOCKED_EXAMPLES) this.blocked.examples.push({ url, reason });
  }

  /**
   * Judges the address a response actually came from (Chromium resolved the name itself, and
   * followed redirect hops our route never saw): the refusal, logged, or null when allowed.
   */
  refuseServedFrom(url: string, address: string): string | null {
    const verdict = decideHost(this.policy, new URL(url).hostname, [address]);
    if (verdict.allow !== false) return null;
    this.recordBlocked(url, `served from ${address}: ${verdict.message}`);
    return `blocked by the network policy: ${verdict.message}`;
  }

  /** Logs a request Chromium refused on its own (its block list, or our route's abort). */
  recordRefusedByChromium(url: string): void {
    let verdict: PolicyVerdict = { allow: true };
    try {
      verdict = decideHost(this.policy, new URL(url).hostname, null);
    } catch {
      // not a URL with a host: logged with the generic reason
    }
    this.recordBlocked(url, verdict.allow === false ? verdict.message : 'refused by Chromium');
  }

  /**
   * A node:net `lookup` that applies the policy: the socket connects to an address checked here,
   * or fails with `BLOCKED_CODE`. Handles both `all: true` (autoSelectFamily) and single answers.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.check(hostname).then(
      ({ verdict, addresses }) => {
        if (verdict.allow !== true) {
          const error = Object.assign(new Error(verdict.allow === false ? verdict.message : `${hostname} was not checked`), { code: BLOCKED_CODE });
          callback(error, '', 4);
          return;
        }
        const all = (addresses ?? []).length > 0 ? addresses! : null;
        const pending = all ? Promise.resolve(all) : this.addresses(hostname);
        pending.then((list) => {
          const family = options.family === 4 || options.family === 6 ? options.family : 0;
          const usable = family ? list.filter((a) => a.family === family) : list;
          if (usable.length === 0) {
            callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
            return;
          }
          if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
          else callback(null, usable[0]!.address, usable[0]!.family);
        }, (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4));
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

/**
 * The gate of one extraction of `submittedUrl` (without one: public addresses only): the local development rule takes the classes of
 * the submitted host's own addresses (none for fixture hosts and mapped hosts, which count as
 * public; none when it does not resolve — the capture then fails on DNS as before).
 * @throws CaptureError `blocked` when `denyHosts` names the submitted host.
 */
export async function gateForExtraction(options: NetworkOptions | undefined, submittedUrl: string | undefined, resolveAll: ResolveAll = systemResolveAll): Promise<NetworkGate> {
  const base = createNetworkPolicy(options, []);
  if (submittedUrl === undefined) return new NetworkGate(base, resolveAll); // no page: public addresses only
  let host = '';
  try {
    host = new URL(submittedUrl).hostname;
  } catch {
    return new NetworkGate(base, resolveAll); // validated before it gets here; nothing to allow
  }
  const probe = new NetworkGate(base, resolveAll);
  let addresses: string[] = [];
  if (!isFixtureUrl(submittedUrl) && !base.resolve.has(bareHost(host))) {
    addresses = await probe.addresses(host).then((list) => list.map((a) => a.address), () => []);
  }
  const gate = new NetworkGate(createNetworkPolicy(options, addresses), resolveAll);
  const verdict = decideHost(gate.policy, host, isFixtureUrl(submittedUrl) ? [] : addresses);
  if (verdict.allow === false) throw new CaptureError('blocked', `${submittedUrl}: refused by the network policy (${verdict.message})`);
  return gate;
}

/** The slice of a Playwright context this file needs (types only; browser.ts is the adapter). */
interface CdpCapable {
  newCDPSession(page: Page): Promise<CDPSession>;
}

/**
 * Has Chromium itself refuse, on `page`, URLs whose host is an IP literal of a forbidden class
 * (`forbiddenLiteralPatterns`): Blink checks its block list on every redirect hop, which
 * Playwright continues without asking our route. Best effort: a page that closed is no loss.
 */
export async function blockForbiddenLiterals(context: CdpCapable, page: Page, gate: NetworkGate): Promise<void> {
  const urls = forbiddenLiteralPatterns(gate.policy);
  if (urls.length === 0) return;
  const session = await context.newCDPSession(page);
  // Requests refused this way never reach Playwright's request events: log them from here.
  const pending = new Map<string, string>();
  session.on('Network.requestWillBeSent', (event) => void pending.set(event.requestId, event.request.url));
  session.on('Network.loadingFinished', (event) => void pending.delete(event.requestId));
  session.on('Network.loadingFailed', (event) => {
    const url = pending.get(event.requestId);
    pending.delete(event.requestId);
    if (url && event.blockedReason === 'inspector') gate.recordRefusedByChromium(url);
  });
  // Pipelined: the protocol handles a session's commands in order, so the list is set after enable.
  await Promise.all([session.send('Network.enable'), session.send('Network.setBlockedURLs', { urls })]);
}
