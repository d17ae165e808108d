/**
 * Which addresses an outbound fetch may connect to (docs/decisions/0061): only public unicast ones. Pure: nothing
 * here resolves or connects, so the table tests run anywhere.
 */
import ipaddr from 'ipaddr.js';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'linkLocal'
  | 'uniqueLocal'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'carrierGradeNat'
  | 'reserved'
  | 'documentation'
  | 'metadata'
  | 'invalid';

type Refused = Exclude<AddressClass, 'public' | 'invalid'>;

/** First match wins: the metadata addresses before the ranges that hold them. */
const IPV4: readonly (readonly [string, Refused])[] = [
  ['169.254.169.254/32', 'metadata'],
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'carrierGradeNat'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'linkLocal'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['255.255.255.255/32', 'broadcast'],
  ['240.0.0.0/4', 'reserved'],
];

/** IPv6 outside 2000::/3 (global unicast) is refused as reserved unless named here first. */
const IPV6: readonly (readonly [string, Refused])[] = [
  ['fd00:ec2::254/128', 'metadata'],
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fc00::/7', 'uniqueLocal'],
  ['fe80::/10', 'linkLocal'],
  ['ff00::/8', 'multicast'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  // IETF protocol assignments (Teredo among them), 6to4: their addresses carry other networks' ones
  ['2001::/23', 'reserved'],
  ['2002::/16', 'reserved'],
];

const parsed = <T extends ipaddr.IPv4 | ipaddr.IPv6>(table: readonly (readonly [string, Refused])[]) =>
  table.map(([cidr, name]) => [ipaddr.parseCIDR(cidr) as [T, number], name] as const);
const IPV4_RANGES = parsed<ipaddr.IPv4>(IPV4);
const IPV6_RANGES = parsed<ipaddr.IPv6>(IPV6);
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
const EMBEDDED_IPV4 = [ipaddr.parseCIDR('::ffff:0:0/96'), ipaddr.parseCIDR('::/96')] as [
  ipaddr.IPv6,
  number,
][];

function classifyIPv4(address: ipaddr.IPv4): AddressClass {
  return IPV4_RANGES.find(([range]) => address.match(range))?.[1] ?? 'public';
}

function classifyIPv6(address: ipaddr.IPv6): AddressClass {
  const named = IPV6_RANGES.find(([range]) => address.match(range))?.[1];
  if (named) return named;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) reach the IPv4 address they carry
  if (EMBEDDED_IPV4.some((range) => address.match(range))) {
    const bytes = address.toByteArray().slice(12);
    return classifyIPv4(new ipaddr.IPv4(bytes));
  }
  return address.match(GLOBAL_UNICAST) ? 'public' : 'reserved';
}

/** An IP address as a resolver or a URL gives it (IPv6 with or without brackets); a zone id is refused. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  // a zone id (fe80::1%eth0) names an interface of this machine: never a public address
  if (bare.includes('%')) return 'invalid';
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return classifyIPv4(ipaddr.IPv4.parse(bare));
  if (!bare.includes(':')) return 'invalid';
  // the URL parser's spelling of it (::127.0.0.1 → ::7f00:1), which ipaddr.js reads in every form
  let canonical: string;
  try {
    canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  } catch {
    return 'invalid';
  }
  return ipaddr.IPv6.isValid(canonical) ? classifyIPv6(ipaddr.IPv6.parse(canonical)) : 'invalid';
}

/** Names that reach a cloud's metadata service whatever a resolver says of them. */
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** 'metadata' for a host name refused by its name alone, else null (its addresses decide). */
export function classifyHostName(name: string): 'metadata' | null {
  return METADATA_NAMES.has(name.toLowerCase().replace(/\.+$/, '')) ? 'metadata' : null;
}
