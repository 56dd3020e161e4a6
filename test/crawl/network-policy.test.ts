/**
 * The network policy's pure part (issue 8 item 1, SSRF): address classes, host rules, verdicts,
 * and the asset type check of the mirror step.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedClasses, classifyAddress, createNetworkPolicy, decideHost, forbiddenLiteralPatterns, hostResolverArgs, parseHostRule,
} from '../../src/crawl/network-policy.js';
import { assetMismatch, sniffAssetKind } from '../../src/jobs/mirror.js';
import { networkOptions, Issues } from '../../src/api/validate.js';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'], ['127.255.1.2', 'loopback'], ['::1', 'loopback'], ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'], ['[::ffff:7f00:1]', 'loopback'], ['64:ff9b::7f00:1', 'loopback'],
    ['10.1.2.3', 'private'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'], ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'], ['fc00::1', 'private'], ['fd12:3456::1', 'private'], ['::ffff:10.0.0.1', 'private'],
    ['169.254.169.254', 'link-local'], ['fe80::1', 'link-local'], ['::ffff:169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'], ['::', 'unspecified'], ['[::]', 'unspecified'], ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'], ['255.255.255.255', 'multicast'], ['ff02::1', 'multicast'],
    ['192.0.2.1', 'reserved'], ['198.18.0.1', 'reserved'], ['240.0.0.1', 'reserved'], ['2002:7f00:1::', 'reserved'],
    ['8.8.8.8', 'public'], ['93.184.216.34', 'public'], ['172.32.0.1', 'public'], ['2606:4700::1111', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('is null for host names (including odd-looking ones URL parsing would not leave as they are)', () => {
    expect(classifyAddress('example.com')).toBeNull();
    expect(classifyAddress('localhost')).toBeNull();
    expect(classifyAddress('0x7f.1')).toBeNull();
  });

  it('sees the loopback address in every IPv4 literal form WHATWG URL normalizes', () => {
    for (const form of ['http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/']) {
      const host = new URL(form).hostname;
      expect([form, classifyAddress(host)]).toEqual([form, 'loopback']);
    }
  });
});

describe('allowedClasses', () => {
  it('allows public only for a public page, and the page\'s own class for local development', () => {
    expect([...allowedClasses(false, ['93.184.216.34'])]).toEqual(['public']);
    expect([...allowedClasses(false, [])]).toEqual(['public']);
    expect([...allowedClasses(false, ['127.0.0.1'])].sort()).toEqual(['loopback', 'public', 'unspecified']);
    expect([...allowedClasses(false, ['10.0.0.5'])].sort()).toEqual(['private', 'public']);
  });

  it('does not let a name that also answers with a public address unlock the private network', () => {
    expect([...allowedClasses(false, ['93.184.216.34', '10.0.0.5'])]).toEqual(['public']);
  });

  it('allows every unicast class with allowPrivate, never multicast', () => {
    const all = allowedClasses(true, []);
    expect(all.has('loopback') && all.has('private') && all.has('link-local') && all.has('reserved')).toBe(true);
    expect(all.has('multicast')).toBe(false);
  });
});

describe('decideHost', () => {
  const publicPage = createNetworkPolicy({}, ['93.184.216.34']);

  it('refuses IP literals of forbidden classes and asks to resolve names', () => {
    expect(decideHost(publicPage, '127.0.0.1', null)).toMatchObject({ allow: false, reason: 'forbidden_address' });
    expect(decideHost(publicPage, '[::1]', null)).toMatchObject({ allow: false });
    expect(decideHost(publicPage, '169.254.169.254', null)).toMatchObject({ allow: false });
    expect(decideHost(publicPage, '8.8.8.8', null)).toEqual({ allow: true });
    expect(decideHost(publicPage, 'cdn.example.com', null)).toEqual({ allow: 'resolve' });
  });

  it('refuses a name when any of its addresses is forbidden', () => {
    expect(decideHost(publicPage, 'cdn.example.com', ['93.184.216.34'])).toEqual({ allow: true });
    const verdict = decideHost(publicPage, 'cdn.example.com', ['93.184.216.34', '127.0.0.1']);
    expect(verdict).toMatchObject({ allow: false, reason: 'forbidden_address' });
    expect(verdict.allow === false && verdict.message).toContain('cdn.example.com resolves to 127.0.0.1');
  });

  it('allows the local development page its own class, not another one', () => {
    const localPrivate = createNetworkPolicy({}, ['10.0.0.5']);
    expect(decideHost(localPrivate, '10.0.0.9', null)).toEqual({ allow: true });
    expect(decideHost(localPrivate, '127.0.0.1', null)).toMatchObject({ allow: false });
    const localLoopback = createNetworkPolicy({}, ['127.0.0.1']);
    expect(decideHost(localLoopback, '127.0.0.1', null)).toEqual({ allow: true });
    expect(decideHost(localLoopback, '0.0.0.0', null)).toEqual({ allow: true });
    expect(decideHost(localLoopback, '192.168.1.1', null)).toMatchObject({ allow: false });
  });

  it('applies allowHosts, denyHosts (which wins) and the resolve map', () => {
    const policy = createNetworkPolicy({
      allowHosts: ['assets.internal', '*.corp.example', '10.9.0.0/16'],
      denyHosts: ['bad.corp.example', '8.8.4.4', '2001:db8::/32'],
      resolve: { 'brand.example': '127.0.0.1' },
    }, []);
    expect(decideHost(policy, 'assets.internal', ['127.0.0.1'])).toEqual({ allow: true });
    expect(decideHost(policy, 'x.corp.example', ['10.0.0.1'])).toEqual({ allow: true });
    expect(decideHost(policy, 'corp.example', ['10.0.0.1'])).toMatchObject({ allow: false });
    expect(decideHost(policy, 'db.local', ['10.9.3.4'])).toEqual({ allow: true });
    expect(decideHost(policy, 'bad.corp.example', ['93.184.216.34'])).toMatchObject({ allow: false, reason: 'denied_host' });
    expect(decideHost(policy, '8.8.4.4', null)).toMatchObject({ allow: false, reason: 'denied_host' });
    expect(decideHost(policy, 'mirror.example', ['2001:db8::5'])).toMatchObject({ allow: false, reason: 'denied_host' });
    expect(decideHost(policy, 'brand.example', null)).toEqual({ allow: true });
    expect(decideHost(createNetworkPolicy({ denyHosts: ['brand.example'], resolve: { 'brand.example': '127.0.0.1' } }), 'brand.example', null))
      .toMatchObject({ allow: false, reason: 'denied_host' });
  });

  it('needs no lookup when every address is allowed and no range must be matched', () => {
    expect(decideHost(createNetworkPolicy({ allowPrivate: true }), 'anything.example', null)).toEqual({ allow: true });
    expect(decideHost(createNetworkPolicy({ allowPrivate: true, denyHosts: ['10.0.0.0/8'] }), 'anything.example', null)).toEqual({ allow: 'resolve' });
  });
});

describe('host rules and options', () => {
  it('parses names, wildcards, addresses and ranges, and refuses junk', () => {
    expect(parseHostRule('Example.COM')).toEqual({ kind: 'name', name: 'example.com' });
    expect(parseHostRule('*.example.com')).toEqual({ kind: 'suffix', suffix: 'example.com' });
    expect(parseHostRule('10.0.0.0/8')?.kind).toBe('range');
    expect(parseHostRule('[::1]')?.kind).toBe('range');
    for (const junk of ['', 'http://x/', 'a b', '10.0.0.0/99', '*.']) expect([junk, parseHostRule(junk)]).toEqual([junk, null]);
  });

  it('validates openBrandDesign({ network }) entry by entry', () => {
    const issues = new Issues();
    networkOptions({ allowPrivate: 'yes', allowHosts: ['ok.example', 'http://bad/'], denyHosts: 'x', resolve: { 'a.example': 'not-an-ip' }, extra: 1 }, ['options', 'network'], issues);
    let thrown: unknown;
    try {
      issues.throwIfAny();
    } catch (error) {
      thrown = error;
    }
    const locs = (thrown as { issues: { loc: unknown[] }[] }).issues.map((issue) => issue.loc.join('.'));
    expect(locs.sort()).toEqual([
      'options.network.allowHosts.1', 'options.network.allowPrivate', 'options.network.denyHosts', 'options.network.extra', 'options.network.resolve.a.example',
    ]);
  });

  it('gives Chromium wildcard patterns for the IP literals of the classes a page may not reach', () => {
    const publicPage = forbiddenLiteralPatterns(createNetworkPolicy({}, ['93.184.216.34']));
    for (const pattern of ['http://127.*', 'https://10.*', 'http://192.168.*', 'http://172.31.*', 'http://169.254.*', 'http://[::1]*', 'http://[::ffff:*', 'ws://localhost:*', 'http://0.*', 'http://100.127.*']) {
      expect(publicPage).toContain(pattern);
    }
    expect(publicPage).not.toContain('http://172.32.*');
    // Local development on 127.0.0.1: loopback stays reachable, the private network does not.
    const local = forbiddenLiteralPatterns(createNetworkPolicy({}, ['127.0.0.1']));
    expect(local).not.toContain('http://127.*');
    expect(local).toContain('http://10.*');
    expect(forbiddenLiteralPatterns(createNetworkPolicy({ allowPrivate: true }))).toEqual([]);
    expect(forbiddenLiteralPatterns(createNetworkPolicy({ allowHosts: ['localhost'] }))).not.toContain('http://localhost:*');
    expect(forbiddenLiteralPatterns(createNetworkPolicy({ allowHosts: ['10.1.0.0/16'] }))).not.toContain('http://10.*');
  });

  it('gives the resolve map to Chromium as host resolver rules', () => {
    expect(hostResolverArgs({ 'brand.example': '127.0.0.1', 'six.example': '::1' })).toEqual(['--host-resolver-rules=MAP brand.example 127.0.0.1, MAP six.example [::1]']);
    expect(hostResolverArgs(undefined)).toEqual([]);
  });
});

describe('mirrored asset type check', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const woff2 = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(40)]);
  const json = Buffer.from('{"secret":"loopback-only"}');

  it('sniffs images, fonts and videos by their bytes', () => {
    expect(sniffAssetKind(png)).toBe('image');
    expect(sniffAssetKind(woff2)).toBe('font');
    expect(sniffAssetKind(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image');
    expect(sniffAssetKind(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(8)]))).toBe('video');
    expect(sniffAssetKind(json)).toBeNull();
    expect(sniffAssetKind(Buffer.from('<!doctype html><html><svg></svg></html>'))).toBeNull();
  });

  it('refuses a body that is not the asset its type or URL says', () => {
    expect(assetMismatch('https://a.example/x.png', 'image/png', png)).toBeNull();
    expect(assetMismatch('https://a.example/icon', 'application/octet-stream', png)).toBeNull();
    expect(assetMismatch('https://a.example/x.png', 'image/png', json)).toMatch(/not an image, font or video/);
    expect(assetMismatch('https://a.example/x.png', 'application/json', json)).toMatch(/not an image/);
    expect(assetMismatch('https://a.example/f.woff2', 'image/png', woff2)).toMatch(/declares image\/png but its bytes are a font/);
    expect(assetMismatch('https://a.example/f.png', 'font/woff2', woff2)).toMatch(/names an image but its bytes are a font/);
    expect(assetMismatch('https://a.example/logo.svg', 'text/xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
