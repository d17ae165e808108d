/** The address classification's table (docs/decisions/0061): nothing here resolves or connects. */
import { describe, expect, it } from 'vitest';
import { classifyAddress, classifyHostName, type AddressClass } from './address';

const TABLE: readonly (readonly [string, AddressClass])[] = [
  ['93.184.215.14', 'public'],
  ['8.8.8.8', 'public'],
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', 'public'],
  ['192.168.1.1', 'private'],
  ['169.254.10.1', 'linkLocal'],
  ['169.254.169.254', 'metadata'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.254', 'carrierGradeNat'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['2606:4700:4700::1111', 'public'],
  ['[2606:4700:4700::1111]', 'public'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['::', 'unspecified'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  ['fd00:ec2::254', 'metadata'],
  ['fe80::1', 'linkLocal'],
  ['fe80::1%eth0', 'invalid'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['2001:0::1', 'reserved'],
  ['2002:7f00:1::1', 'reserved'],
  ['64:ff9b::7f00:1', 'reserved'],
  ['100::1', 'reserved'],
  ['fec0::1', 'reserved'],
  // IPv4-mapped and IPv4-compatible IPv6 are the IPv4 address they carry
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:a9fe:a9fe', 'metadata'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:8.8.8.8', 'public'],
  ['::7f00:1', 'loopback'],
  ['::127.0.0.1', 'loopback'],
  ['::a00:1', 'private'],
  // what a resolver never answers and a URL parser has already made dotted
  ['2130706433', 'invalid'],
  ['0x7f.1', 'invalid'],
  ['127.1', 'invalid'],
  ['localhost', 'invalid'],
  ['', 'invalid'],
];

describe('classifyAddress', () => {
  it.each(TABLE)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });
});

describe('classifyHostName', () => {
  it.each([
    ['metadata.google.internal', 'metadata'],
    ['METADATA.google.internal.', 'metadata'],
    ['metadata', 'metadata'],
    ['www.example.com', null],
    ['metadata.example.com', null],
  ] as const)('%s is %s', (name, expected) => {
    expect(classifyHostName(name)).toBe(expected);
  });
});
