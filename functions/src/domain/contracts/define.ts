/**
 * A call's contract, declared once here and used by both sides (docs/adding-a-call.md):
 * - functions: platform/callable.ts `callable(contract, handler)` and platform/http.ts `router.route(contract, …)`
 *   parse the input with `contract.input` and type the handler's answer with the contract's answer type;
 * - web: platform/api.ts `callFunction(name, input)` and `apiCall('METHOD /path', …)` take their input and answer
 *   types from the contract by name (types only, so zod stays out of the web chunks that do not validate).
 * A change to an input schema or an answer type therefore fails typecheck on both sides.
 * `errors` lists the catalogue codes the call can answer besides success (a later issue fuzzes every contract).
 * `access` says who may call it (decision 0047): the platform refuses everyone else from this declaration alone, and
 * the access tests are generated from it. `group` is the functions group that serves it (a callable's name prefix).
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a contract, applied by the platform from this declaration alone (platform/accessGuard.ts; decisions
 * 0047, 0053), whose handlers get the admitted caller typed as present for every level but public:
 * - public: anyone, guests included (the answer may still depend on who asks);
 * - signedIn: a signed-in caller;
 * - verified: a signed-in caller whose e-mail is verified;
 * - admin: a signed-in admin (users/{uid}.isAdmin read on the server).
 */
export type Access = 'public' | 'signedIn' | 'verified' | 'admin';

export const ACCESS_LEVELS: readonly Access[] = ['public', 'signedIn', 'verified', 'admin'];

/**
 * What a contract answers a guest the platform refuses, where it is not the catalogue's "sign in" (a feature's own
 * text, e.g. the ratings' "log in to rate"). The platform throws it as an `unauthenticated` error.
 */
export interface GuestRefusal {
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Phantom: carries the answer's type, never a value. */
declare const answerType: unique symbol;

export interface CallableContract<
  Name extends string = string,
  Input extends z.ZodType = z.ZodType,
  Answer = unknown,
  A extends Access = Access,
> {
  readonly kind: 'callable';
  /** The deploy name the web calls (`<group>-<export>`). */
  readonly name: Name;
  readonly access: A;
  readonly guestRefusal?: GuestRefusal;
  /** The group exporting it: the name's prefix. */
  readonly group: string;
  readonly input: Input;
  readonly errors: readonly ErrorCode[];
  readonly [answerType]?: Answer;
}

export type InputSource = 'query' | 'body';

export interface HttpContract<
  Key extends string = string,
  Input extends z.ZodType = z.ZodType,
  Answer = unknown,
  From extends InputSource = InputSource,
  A extends Access = Access,
> {
  readonly kind: 'http';
  readonly access: A;
  readonly guestRefusal?: GuestRefusal;
  /** The group whose function serves it (Hosting rewrites the path to `<group>-<function>`). */
  readonly group: string;
  /** `METHOD /path` as the router matches it, e.g. 'GET /api/recipes/detail' (`:name` captures a segment). */
  readonly key: Key;
  readonly method: HttpMethod;
  readonly path: string;
  /** Where the input is read from: the query string or the JSON body. Path captures are not part of it. */
  readonly from: From;
  readonly input: Input;
  readonly errors: readonly ErrorCode[];
  readonly [answerType]?: Answer;
}

export type Contract = CallableContract | HttpContract;

export type ContractInput<C extends Contract> = z.input<C['input']>;
export type ContractParsed<C extends Contract> = z.output<C['input']>;
export type ContractAnswer<C extends Contract> =
  C extends CallableContract<string, z.ZodType, infer A>
    ? A
    : C extends HttpContract<string, z.ZodType, infer A>
      ? A
      : never;

/** Every call needs these: bad input, and the catalogue's last resort. */
const ALWAYS: readonly ErrorCode[] = ['invalid-argument', 'internal'];

function withAlways(errors: readonly ErrorCode[]): readonly ErrorCode[] {
  return [...new Set([...ALWAYS, ...errors])];
}

type CallableBuilder<Answer, A extends Access> = <
  const Name extends `${string}-${string}`,
  Input extends z.ZodType,
>(definition: {
  name: Name;
  input: Input;
  errors: readonly ErrorCode[];
  guestRefusal?: GuestRefusal;
}) => CallableContract<Name, Input, Answer, A>;

/**
 * `callableContract<Answer>(access)({ name, input, errors })`: the answer type is given, the rest inferred. One
 * signature per access level keeps the level in the contract's type (its handler's context depends on it).
 */
export function callableContract<Answer>(access: 'public'): CallableBuilder<Answer, 'public'>;
export function callableContract<Answer>(access: 'signedIn'): CallableBuilder<Answer, 'signedIn'>;
export function callableContract<Answer>(access: 'verified'): CallableBuilder<Answer, 'verified'>;
export function callableContract<Answer>(access: 'admin'): CallableBuilder<Answer, 'admin'>;
export function callableContract<Answer>(access: Access): CallableBuilder<Answer, Access> {
  return (definition) => ({
    kind: 'callable',
    access,
    group: definition.name.slice(0, definition.name.indexOf('-')),
    ...definition,
    errors: withAlways(definition.errors),
  });
}

type HttpBuilder<Answer, A extends Access> = <
  const Method extends HttpMethod,
  const Path extends string,
  const From extends InputSource,
  Input extends z.ZodType,
>(definition: {
  method: Method;
  path: Path;
  from: From;
  input: Input;
  errors: readonly ErrorCode[];
  guestRefusal?: GuestRefusal;
}) => HttpContract<`${Method} ${Path}`, Input, Answer, From, A>;

/** `httpContract<Answer>(access, group)({ method, path, from, input, errors })`. */
export function httpContract<Answer>(access: 'public', group: string): HttpBuilder<Answer, 'public'>;
export function httpContract<Answer>(access: 'signedIn', group: string): HttpBuilder<Answer, 'signedIn'>;
export function httpContract<Answer>(access: 'verified', group: string): HttpBuilder<Answer, 'verified'>;
export function httpContract<Answer>(access: 'admin', group: string): HttpBuilder<Answer, 'admin'>;
export function httpContract<Answer>(access: Access, group: string): HttpBuilder<Answer, Access> {
  return anyHttpContract(access, group);
}

/**
 * An HTTP contract whose level is a type parameter, for builders that carry it through (`contractFamily`); the
 * declaration keeps the level it is given, as `httpContract`'s four signatures do.
 */
export function httpContractAt<Answer, A extends Access>(access: A, group: string): HttpBuilder<Answer, A> {
  return anyHttpContract<Answer>(access, group) as HttpBuilder<Answer, A>;
}

function anyHttpContract<Answer>(access: Access, group: string): HttpBuilder<Answer, Access> {
  return (definition) => ({
    kind: 'http',
    access,
    group,
    key: `${definition.method} ${definition.path}`,
    ...definition,
    errors: withAlways(definition.errors),
  });
}

type MethodBuilder<Method extends HttpMethod, From extends InputSource, Answer, A extends Access> = <
  const Path extends string,
  Input extends z.ZodType,
>(
  path: Path,
  input: Input,
  errors: readonly ErrorCode[],
  guestRefusal?: GuestRefusal,
) => HttpContract<`${Method} ${Path}`, Input, Answer, From, A>;

/** `<Answer>(access, group)(path, input, errors, guestRefusal?)`, one signature per access level. */
interface MethodContract<Method extends HttpMethod, From extends InputSource> {
  <Answer>(access: 'public', group: string): MethodBuilder<Method, From, Answer, 'public'>;
  <Answer>(access: 'signedIn', group: string): MethodBuilder<Method, From, Answer, 'signedIn'>;
  <Answer>(access: 'verified', group: string): MethodBuilder<Method, From, Answer, 'verified'>;
  <Answer>(access: 'admin', group: string): MethodBuilder<Method, From, Answer, 'admin'>;
}

/** An HTTP contract whose method fixes where the input comes from (GET: the query string, POST: the JSON body). */
function methodContract<const Method extends HttpMethod, const From extends InputSource>(
  method: Method,
  from: From,
): MethodContract<Method, From> {
  // one implementation for the four signatures: the level given is the level kept
  return (<Answer>(access: Access, group: string): MethodBuilder<Method, From, Answer, Access> =>
    (path, input, errors, guestRefusal) =>
      anyHttpContract<Answer>(
        access,
        group,
      )({
        method,
        path,
        from,
        input,
        errors,
        ...(guestRefusal ? { guestRefusal } : {}),
      })) as MethodContract<Method, From>;
}

/** `getContract<Answer>(access, group)(path, input, errors)`: a GET whose input is the query string. */
export const getContract = methodContract('GET', 'query');

/** `postContract<Answer>(access, group)(path, input, errors)`: a POST whose input is the JSON body. */
export const postContract = methodContract('POST', 'body');
