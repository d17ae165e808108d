import { describe, expect, it } from 'vitest';
import { BASE_PORTS, importFixturePort, portsFor } from './ports.mjs';

// Linux's default range for outgoing connections' local ports (/proc/sys/net/ipv4/ip_local_port_range).
const OUTGOING = { from: 32768, to: 60999 };

describe('the stack ports', () => {
  it('npm start keeps the ports Supabase and Firebase documents', () => {
    expect(portsFor(0)).toEqual(BASE_PORTS);
  });

  it('a stack on an offset binds nothing in the outgoing range, where another connection may hold the port', () => {
    for (const offset of [15, 1000, 1015, 1030, 2000, 3000, 3015, 3030]) {
      const ports = Object.values(portsFor(offset));
      expect(
        ports.filter((port) => port >= OUTGOING.from && port <= OUTGOING.to),
        `offset ${offset}`,
      ).toEqual([]);
      expect(new Set(ports).size, `offset ${offset}: every part on a port of its own`).toBe(ports.length);
    }
  });

  it('the test stacks side by side (offsets 1000, 1015 and 1030) share no port', () => {
    const all = [1000, 1015, 1030].flatMap((offset) => Object.values(portsFor(offset)));
    expect(new Set(all).size).toBe(all.length);
  });

  it('the import fixture site of each stack is on no stack port, outside the outgoing range', () => {
    const offsets = [0, 15, 1000, 1015, 1030, 2000, 3000, 3015, 3030, 5000];
    const stackPorts = new Set(offsets.flatMap((offset) => Object.values(portsFor(offset))));
    const fixtures = offsets.map(importFixturePort);
    expect(new Set(fixtures).size).toBe(offsets.length);
    for (const port of fixtures) {
      expect(stackPorts.has(port), `fixture port ${port}`).toBe(false);
      expect(port < OUTGOING.from || port > OUTGOING.to, `fixture port ${port}`).toBe(true);
    }
  });
});
