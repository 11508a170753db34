import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses the server may dial on a user's behalf. A push endpoint or an image address is handed to
 * us and the server then requests it: left unchecked, anyone could make the server call its own
 * network (a database admin page, a cloud metadata service). These refuse everything that is not on
 * the public internet, checking every address a name resolves to at connection time, so a name that
 * later points inside cannot slip through.
 */

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6');

/** Loopback, private, link-local and other addresses that are not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 4) return privateRanges.check(ip, 'ipv4');
  if (family !== 6) return true;
  // IPv4 written as IPv6 (::ffff:127.0.0.1, or ::ffff:7f00:1 as URLs normalise it).
  const mapped = /^::ffff:(.+)$/i.exec(ip)?.[1];
  if (mapped) {
    if (isIP(mapped) === 4) return privateRanges.check(mapped, 'ipv4');
    const [hi, lo] = mapped.split(':').map((h) => parseInt(h, 16));
    if (hi === undefined || lo === undefined || Number.isNaN(hi) || Number.isNaN(lo)) return true;
    return privateRanges.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
  }
  return privateRanges.check(ip, 'ipv6');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * Whether a URL's host, as written, is plainly not public: a private address literal, a name without
 * a dot, or a local-only name. (Names that resolve inside are caught by publicOnlyLookup.)
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, ''))) return isPrivateAddress(host);
  return !host.includes('.') || LOCAL_NAMES.test(host);
}

/** The error code of a connection refused by publicOnlyLookup. */
export const PRIVATE_ADDRESS = 'EPRIVATEADDRESS';

/** dns.lookup that fails for a name resolving to any address that is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 4);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0) {
      const error = Object.assign(new Error(`host ${hostname} is not a public address`), {
        code: PRIVATE_ADDRESS,
      });
      return callback(error, '', 4);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
