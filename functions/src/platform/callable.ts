/**
 * Callables defined one way, from their contract (domain/contracts): the input is parsed with the contract's zod
 * schema before the handler runs, the handler's answer is typed by the contract, and every failure leaves as an
 * HttpsError with the catalogue's code and message (platform/errors).
 *
 *   export const create = callable(contracts.recipesCreate, createRecipeHandler);
 *
 * Every callable binds the mirror's secret (most write through it); pass `secrets` for more (e.g. recaptchaSecret).
 *
 * Tests call the handler directly, or `create.run(request)` (firebase-functions keeps the handler there).
 */
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/https';
import type { CallableContract, ContractAnswer, ContractParsed } from '../domain/contracts';
import { parseInput, toHttpsError } from './errors';
import { withMirrorSecrets } from './params';

export type CallableHandler<C extends CallableContract> = (
  input: ContractParsed<C>,
  request: CallableRequest<unknown>,
) => Promise<ContractAnswer<C>> | ContractAnswer<C>;

export function callableHandler<C extends CallableContract>(
  contract: C,
  handler: CallableHandler<C>,
): (request: CallableRequest<unknown>) => Promise<ContractAnswer<C>> {
  return async (request) => {
    try {
      return await handler(parseInput(contract.input, request.data ?? {}) as ContractParsed<C>, request);
    } catch (error) {
      throw toHttpsError(error);
    }
  };
}

export function callable<C extends CallableContract>(
  contract: C,
  handler: CallableHandler<C>,
  options: CallableOptions<unknown> = {},
) {
  return onCall(withMirrorSecrets(options), callableHandler(contract, handler));
}
