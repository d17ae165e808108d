/**
 * Callables defined one way, from their contract (domain/contracts): the input is parsed with the contract's zod
 * schema before the handler runs, the handler's answer is typed by the contract, and every failure leaves as an
 * HttpsError with the catalogue's code and message (platform/errors).
 *
 *   export const create = callable(contracts.recipesCreate, createRecipeHandler);
 *
 * Every callable binds the mirror's secret (most write through it); pass `secrets` for more (e.g. recaptchaSecret).
 * Every callable declares `enforceAppCheck` from the APP_CHECK_ENFORCE param (decision 0009) unless it says otherwise.
 *
 * Tests call the handler directly, or `create.run(request)` (firebase-functions keeps the handler there).
 */
import {
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  type Request,
} from 'firebase-functions/https';
import type { CallableContract, ContractAnswer, ContractParsed } from '../domain/contracts';
import { admitCaller, withAdmitted, type CallerOf, type ContractCall } from './accessGuard';
import type { AppError } from '../domain/errors';
import { inRequestScope } from './accountRead';
import { requireActiveAccount } from './auth';
import { inputProblemError, parseInput, toHttpsError } from './errors';
import { db } from './firebase';
import { findInputProblem } from './inputGuard';
import { appCheckEnforcedForCallables, withMirrorSecrets } from './params';

/** Requests whose data was refused before the protocol decoded it, with the refusal the handler throws. */
const screenedOut = new WeakMap<object, AppError>();

/**
 * The callable protocol decodes `data` before any code of ours runs, recursively and throwing on an `@type` it
 * does not know: a deeply nested or oddly encoded body was a 500. So the raw body is screened first; a refused one
 * goes on with `data: null` (the protocol still answers CORS, checks the token and formats the error) and the
 * handler throws the refusal, naming the field.
 */
export function screenCallableRequest(req: Request): void {
  const body = req.body as { data?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) return;
  const problem = findInputProblem(body.data, { callable: true });
  if (!problem) return;
  screenedOut.set(req, inputProblemError(problem));
  req.body = { ...body, data: null };
}

/**
 * The request, its call, and the caller the guard admitted (accessGuard.ts): `uid` and `caller` for every contract
 * but a public one, `admin` for an admin contract. The guard ran; the handler never asks again.
 */
export type CallableContext<C extends CallableContract = CallableContract> = CallableRequest<unknown> &
  ContractCall &
  CallerOf<C['access']>;

export type CallableHandler<C extends CallableContract> = (
  input: ContractParsed<C>,
  request: CallableContext<C>,
) => Promise<ContractAnswer<C>> | ContractAnswer<C>;

export function callableHandler<C extends CallableContract>(
  contract: C,
  handler: CallableHandler<C>,
): (request: CallableRequest<unknown>) => Promise<ContractAnswer<C>> {
  return (request) => inRequestScope(() => runCallable(contract, handler, request));
}

async function runCallable<C extends CallableContract>(
  contract: C,
  handler: CallableHandler<C>,
  request: CallableRequest<unknown>,
): Promise<ContractAnswer<C>> {
  try {
    const refusal = request.rawRequest ? screenedOut.get(request.rawRequest) : undefined;
    if (refusal) throw refusal;
    if (request.auth?.uid) await requireActiveAccount(db(), request.auth.uid);
    const input = parseInput(contract.input, request.data ?? {}) as ContractParsed<C>;
    const { auth } = request;
    const caller = await admitCaller(contract, () =>
      auth?.uid ? { uid: auth.uid, token: auth.token } : null,
    );
    const context = withAdmitted({ ...request }, contract, contract.name, caller);
    return await handler(input, context as CallableContext<C>);
  } catch (error) {
    throw toHttpsError(error, contract.name);
  }
}

/** The deployable function callable() makes of a contract. */
export type ContractCallable<C extends CallableContract> = CallableFunction<
  unknown,
  Promise<ContractAnswer<C>>
>;

export function callable<C extends CallableContract>(
  contract: C,
  handler: CallableHandler<C>,
  options: CallableOptions<unknown> = {},
): ContractCallable<C> {
  const callableFunction = onCall(
    withMirrorSecrets({ enforceAppCheck: appCheckEnforcedForCallables(), ...options }),
    callableHandler(contract, handler),
  );
  // Only the call is screened: the deploy metadata (__endpoint), run() and the rest stay firebase-functions' own.
  return new Proxy(callableFunction, {
    apply(target, thisArg, [req, res]: Parameters<typeof callableFunction>) {
      screenCallableRequest(req);
      return target.call(thisArg, req, res);
    },
  });
}

/** A callable contract's export name in its group: its deploy name without the group, `favorites-toggle` → `toggle`. */
type ExportName<C> = C extends CallableContract<`${string}-${infer Name}`> ? Name : never;

/** A handlers module for a contracts module: `<name>Handler` for each of its callable contracts. */
export type CallableHandlersFor<Contracts> = {
  readonly [
    K in keyof Contracts as `${ExportName<Contracts[K]>}Handler`
  ]: Contracts[K] extends CallableContract ? CallableHandler<Contracts[K]> : never;
};

/** A group's callables by export name. */
export type CallablesOf<Contracts> = {
  readonly [K in keyof Contracts as ExportName<Contracts[K]>]: Contracts[K] extends CallableContract
    ? ContractCallable<Contracts[K]>
    : never;
};

/**
 * Every callable contract of a contracts module at once, as `router.routes(contracts, handlers)` wires HTTP routes:
 * each one with the handlers module's `<name>Handler`, under its export name `<name>` (deploy name `<group>-<name>`).
 * `options` are a callable's own options by export name (e.g. the bot-check's secret).
 */
export function callables<Contracts extends object>(
  contracts: Contracts,
  handlers: CallableHandlersFor<Contracts>,
  options: { readonly [Name in keyof CallablesOf<Contracts>]?: CallableOptions<unknown> } = {},
): CallablesOf<Contracts> {
  // each handler's context depends on its own contract's access: the table is read by name, as the loop pairs them
  const table = new Map<string, unknown>(Object.entries(handlers));
  const optionsOf = options as Readonly<Record<string, CallableOptions<unknown>>>;
  const wired: Record<string, ContractCallable<CallableContract>> = {};
  for (const contract of Object.values(contracts) as { kind?: unknown }[]) {
    if (contract.kind !== 'callable') continue;
    const { name } = contract as CallableContract;
    const exportName = name.slice(name.indexOf('-') + 1);
    const handler = table.get(`${exportName}Handler`) as CallableHandler<CallableContract> | undefined;
    if (!handler) throw new Error(`${exportName}Handler is missing for the callable of contract ${name}`);
    wired[exportName] = callable(contract as CallableContract, handler, optionsOf[exportName]);
  }
  return wired as CallablesOf<Contracts>;
}
