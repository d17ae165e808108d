/**
 * The SSRF probes of issue 32's quality bar (decision 0061): the URL tricks that reach a loopback site, and the
 * schemes no import may use. The safe fetch's own probes and the import call's probes over HTTP send the same ones.
 */

/** Addresses of the loopback site on `port` in every disguise the safe fetch must see through. */
export function loopbackTricks(origin: string, port: number, allowedPort: number): string[] {
  return [
    `${origin}/secret`,
    `http://2130706433:${port}/secret`,
    `http://0x7f000001:${port}/secret`,
    `http://0x7f.1:${port}/secret`,
    `http://127.1:${port}/secret`,
    `http://[::1]:${port}/secret`,
    `http://[::ffff:127.0.0.1]:${port}/secret`,
    `http://localhost:${port}/secret`,
    // the host after the user-info is the one asked: the allowed origin before the @ lets nothing through
    `http://127.0.0.1:${allowedPort}@127.0.0.1:${port}/secret`,
  ];
}

/** Addresses of schemes other than http and https. */
export const otherSchemes = (port: number): string[] => [
  'file:///etc/passwd',
  `ftp://127.0.0.1:${port}/secret`,
  'data:text/html,<h1>x</h1>',
];
