/**
 * Callables defined one way: the input is parsed with the domain's zod schema before the handler runs, and every
 * failure leaves as an HttpsError with the catalogue's code and message (platform/errors).
 *
 *   export const create = callable(createInputSchema, async (input, request) => service.create(...), { secrets });
 *
 * Tests call `create.run(request)` (firebase-functions keeps the handler there) or callableHandler(...) directly.
 */
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/https';
import type { z } from 'zod';
import { fromZodError, toHttpsError } from './errors';

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
      const parsed = schema.safeParse(request.data ?? {});
      if (!parsed.success) throw fromZodError(parsed.error);
      return await handler(parsed.data, request);
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
  return onCall(options, callableHandler(schema, handler));
}
