/**
 * A family of HTTP contracts: calls of one method, access, group and errors, each with its own answer, path and
 * input. `const read = contractFamily(getContract, 'signedIn', 'activity', errors)`, then
 * `read<Answer>()(path, input)`: what the family shares is declared once.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Access, HttpContract, HttpMethod, InputSource } from './define';

type MethodContract<Method extends HttpMethod, From extends InputSource> = <Answer>(
  access: Access,
  group: string,
) => <const Path extends string, Input extends z.ZodType>(
  path: Path,
  input: Input,
  errors: readonly ErrorCode[],
) => HttpContract<`${Method} ${Path}`, Input, Answer, From>;

export function contractFamily<Method extends HttpMethod, From extends InputSource>(
  define: MethodContract<Method, From>,
  access: Access,
  group: string,
  errors: readonly ErrorCode[],
) {
  return <Answer>() =>
    <const Path extends string, Input extends z.ZodType>(path: Path, input: Input) =>
      define<Answer>(access, group)(path, input, errors);
}
