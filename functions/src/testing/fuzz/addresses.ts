/**
 * Malformed addresses (issue 35): percent-encodings that do not decode as UTF-8, in the path and in the query of
 * each HTTP contract, as a hostile or broken client sends them. The stack's Hosting port answers them 400 itself
 * (scripts/local/hostingFront.mjs): the Hosting emulator behind it cannot take them (decision 0030).
 */
import type { HttpContract } from '../../domain/contracts/define';

interface Escape {
  readonly label: string;
  readonly text: string;
  /** Not valid percent-encoded UTF-8: the Hosting port refuses it with a 400. */
  readonly malformed: boolean;
}

export const ESCAPES: readonly Escape[] = [
  { label: 'encoded lone surrogate', text: '%ED%A0%80', malformed: true },
  { label: 'overlong slash', text: '%C0%AF', malformed: true },
  { label: 'overlong NUL', text: '%C0%80', malformed: true },
  { label: 'lone percent', text: '%', malformed: true },
  { label: 'double percent', text: '%%', malformed: true },
  { label: 'truncated escape', text: '%E0%A4%A', malformed: true },
  { label: 'encoded NUL', text: '%00', malformed: false },
];

export interface AddressCase {
  readonly label: string;
  /** Path and query, to append to the Hosting URL. */
  readonly address: string;
  readonly malformed: boolean;
}

/** The contract's path with its first capture (or a segment after it) replaced by `segment`. */
function pathWith(contract: HttpContract, segment: string): string {
  return contract.path.includes('/:')
    ? contract.path.replace(/:[A-Za-z]+/, segment)
    : `${contract.path}/${segment}`;
}

/**
 * Each malformed escape in a path segment, a query value and a query key: the Hosting port answers them, cheap. The
 * well-formed ones reach the function, whose first call in a group starts a worker: one (a query value) per endpoint.
 */
export function addressCases(contract: HttpContract): AddressCase[] {
  const plainPath = contract.path.replace(/:[A-Za-z]+/g, 'fuzz');
  return ESCAPES.flatMap(({ label, text, malformed }) => [
    { label: `query value: ${label}`, address: `${plainPath}?q=${text}`, malformed },
    ...(malformed
      ? [
          { label: `path: ${label}`, address: pathWith(contract, text), malformed },
          { label: `query key: ${label}`, address: `${plainPath}?${text}=1`, malformed },
        ]
      : []),
  ]);
}
