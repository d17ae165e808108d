/**
 * A family of HTTP contracts: calls of one method, access, group and errors, each with its own answer, path and
 * input. `const read = contractFamily('GET', 'signedIn', 'activity', errors)`, then `read<Answer>()(path, input)`:
 * what the family shares is declared once. As with `getContract` and `postContract`, a GET reads its input from the
 * query string and a POST from the JSON body, and the access level stays in each contract's type.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import { httpContractAt, type Access } from './define';

const INPUT_FROM = { GET: 'query', POST: 'body' } as const;
type FamilyMethod = keyof typeof INPUT_FROM;

export function contractFamily<const Method extends FamilyMethod, const A extends Access>(
  method: Method,
  access: A,
  group: string,
  errors: readonly ErrorCode[],
) {
  const from = INPUT_FROM[method];
  return <Answer>() =>
    <const Path extends string, Input extends z.ZodType>(path: Path, input: Input) =>
      httpContractAt<Answer, A>(access, group)({ method, path, from, input, errors });
}
