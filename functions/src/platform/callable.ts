/**
 * Callables defined one way: the input is parsed with the domain's zod schema before the handler runs, and every
 * failure leaves as an HttpsError with the catalogue's code and message (platform/errors).
 *
 *   export const create = callable(createInputSchema, async (input, request) => service.create(...));
 *
 * Every callable binds the mirror's secret (most write through it); pass `secrets` for more (e.g. recaptchaSecret).
 *
 * Tests call `create.run(request)` (firebase-functions keeps the handler there) or callableHandler(...) directly.
 */
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/https';
import type { z } from 'zod';
import { parseInput, toHttpsError } from './errors';
import { withMirrorSecrets } from './params';

export type CallableHandler<Schema extends z.ZodType, Result> = (
  input: z.output<Schema>,
  request: CallableRequest<unknown>,
) => Promise<Result> | Result;

export function callableHandler<Schema extends z.ZodType, Result>(
  schema: Schema,
  handler: CallableHandler<Schema, Result>,
): (request: CallableRequest<unknown>) => Promise<Result> {
  return async (request) => {
    try {
      return await handler(parseInput(schema, request.data ?? {}), request);
    } catch (error) {
      throw toHttpsError(error);
    }
  };
}

export function callable<Schema extends z.ZodType, Result>(
  schema: Schema,
  handler: CallableHandler<Schema, Result>,
  options: CallableOptions<unknown> = {},
) {
  return onCall(withMirrorSecrets(options), callableHandler(schema, handler));
}
