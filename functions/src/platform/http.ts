/**
 * A small router for a group's onRequest function (Hosting rewrites `/api/<group>/**` to it):
 *
 *   export const router = createRouter()
 *     .get('/api/content/:page', ({ params }) => service.read(params.page))
 *     .post('/api/content/:page', ({ body, req }) => ...);
 *   export const api = serve(router);            // onRequest with the mirror's secret bound

 *
 * A handler returns the JSON body of a 200, or reply(status, body, headers) for anything else, or writes to `res`
 * itself (images, redirects). Thrown errors become `{ error: { code, message, ...details } }` (platform/errors).
 *
 * A JSON endpoint registers from its contract (domain/contracts): `.route(contracts.recipeDetail, handler)` takes
 * the method and path from it, parses the query or body with its schema (a 400 naming the field) and types the
 * handler's answer (the body of a 200, or reply(status, answer, headers)). Contract routes are the app's own calls,
 * which carry an App Check token: they check it first (platform/appCheck.ts; refused when APP_CHECK_ENFORCE is on).
 * The plain routes (images, pages, robots, sitemap) are fetched by browsers and crawlers without one.
 * `.routes(contracts, handlers)` registers a group's whole contracts module at once: each HTTP contract `name`
 * with the handlers module's `nameHandler` (the callables in the same module are left to callable()).
 */
import { onRequest, type HttpsOptions, type Request, type Response } from 'firebase-functions/https';
import type { ContractAnswer, ContractParsed, HttpContract } from '../domain/contracts';
import { inRequestScope } from './accountRead';
import { admitCaller, withAdmitted, type CallerOf, type ContractCall } from './accessGuard';
import { optionalBearer, viewerUid } from './auth';
import { AppError } from '../domain/errors';
import { CALL_MESSAGES, noRouteMessage, useMethodMessage } from '../domain/messages';
import { assertAppIntegrity } from './appCheck';
import { parseInput, toHttpError } from './errors';
import { withMirrorSecrets } from './params';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  readonly req: Request;
  readonly res: Response;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** The parsed JSON body (undefined when there is none). */
  readonly body: unknown;
}

export type RouteHandler = (context: RouteContext) => unknown;

export class HttpReply<Body = unknown> {
  constructor(
    readonly status: number,
    readonly body: Body,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export function reply(status: number): HttpReply<undefined>;
export function reply<Body>(status: number, body: Body, headers?: Record<string, string>): HttpReply<Body>;
export function reply(status: number, body?: unknown, headers?: Record<string, string>): HttpReply {
  return new HttpReply(status, body, headers);
}

/** The headers of an answer about one caller (or for an admin): no shared cache keeps it, no browser stores it. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * What a contract's handler gets: the parsed input, the path's captures, req/res for headers, and the caller the
 * guard admitted (accessGuard.ts): `uid` and `caller` for every contract but a public one (whose handler reads its
 * optional viewer with `viewerUid`), `admin` for an admin contract.
 */
export type ContractContext<C extends HttpContract> = ContractCall &
  CallerOf<C['access']> & {
    readonly input: ContractParsed<C>;
    readonly req: Request;
    readonly res: Response;
    readonly params: Readonly<Record<string, string>>;
  };

/** An HTTP contract open only to a signed-in caller (any level but public). */
type CallerContract = HttpContract & { readonly access: 'signedIn' | 'verified' | 'admin' };

export type ContractRouteHandler<C extends HttpContract> = (
  context: ContractContext<C>,
) =>
  | Promise<ContractAnswer<C> | HttpReply<ContractAnswer<C>>>
  | ContractAnswer<C>
  | HttpReply<ContractAnswer<C>>;

/** A route about the caller (the guard admitted them from the contract's access): `answer` from their uid, never cached. */
export function signedInRoute<C extends CallerContract>(
  contract: C,
  answer: (uid: string, input: ContractParsed<C>) => Promise<ContractAnswer<C>>,
): ContractRouteHandler<C> {
  return async ({ uid, input }) => reply(200, await answer(uid, input), PRIVATE);
}

/**
 * A route of a public contract whose answer depends on who asks, guests too: `answer` from their uid (null: a
 * guest), never cached. (A contract that is not public gets its caller from the platform: `signedInRoute`.)
 */
export function viewerRoute<C extends HttpContract & { readonly access: 'public' }>(
  contract: C,
  answer: (uid: string | null, input: ContractParsed<C>) => Promise<ContractAnswer<C>>,
): ContractRouteHandler<C> {
  return async ({ req, input }) => reply(200, await answer(await viewerUid(req), input), PRIVATE);
}

/**
 * A route whose answer needs only the input (an admin's screen: an admin contract admits the admin before it runs),
 * never cached.
 */
export function privateRoute<C extends HttpContract>(
  contract: C,
  answer: (input: ContractParsed<C>) => Promise<ContractAnswer<C>>,
): ContractRouteHandler<C> {
  return async ({ input }) => reply(200, await answer(input), PRIVATE);
}

/** A handlers module for a contracts module: `<name>Handler` for each of its HTTP contracts. */
export type HandlersFor<Contracts> = {
  readonly [
    K in keyof Contracts as Contracts[K] extends HttpContract ? `${K & string}Handler` : never
  ]: Contracts[K] extends HttpContract ? ContractRouteHandler<Contracts[K]> : never;
};

export interface ContractRouteOptions {
  /** Runs before the input is parsed (e.g. "this endpoint is not served here": a 404 whatever the body). */
  readonly before?: (context: RouteContext) => void;
}

interface Route {
  readonly method: HttpMethod;
  readonly segments: readonly string[];
  readonly handler: RouteHandler;
}

export interface Router {
  get(path: string, handler: RouteHandler): Router;
  post(path: string, handler: RouteHandler): Router;
  put(path: string, handler: RouteHandler): Router;
  patch(path: string, handler: RouteHandler): Router;
  delete(path: string, handler: RouteHandler): Router;
  /** A JSON endpoint from its contract: method and path from it, input parsed with its schema, answer typed. */
  route<C extends HttpContract>(
    contract: C,
    handler: ContractRouteHandler<C>,
    options?: ContractRouteOptions,
  ): Router;
  /** Every HTTP contract of a contracts module, each with the module of handlers' `<name>Handler`. */
  routes<Contracts extends object>(contracts: Contracts, handlers: HandlersFor<Contracts>): Router;
  /** The (req, res) function to hand to onRequest. */
  handler(): (req: Request, res: Response) => Promise<void>;
}

export function createRouter(): Router {
  const routes: Route[] = [];
  const add = (method: HttpMethod) => (path: string, handler: RouteHandler) => {
    routes.push({ method, segments: splitPath(path), handler });
    return router;
  };
  const router: Router = {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    patch: add('PATCH'),
    delete: add('DELETE'),
    route: (contract, handler, options = {}) =>
      add(contract.method)(contract.path, async (context) => {
        options.before?.(context);
        await assertAppIntegrity(context.req);
        const raw = contract.from === 'query' ? context.query : (context.body ?? {});
        const input = parseInput(contract.input, raw) as ContractParsed<typeof contract>;
        const { req, res, params } = context;
        const caller = await admitCaller(contract, () => optionalBearer(req));
        const admitted = withAdmitted({ input, req, res, params }, contract, contract.key, caller);
        return handler(admitted as ContractContext<typeof contract>);
      }),
    routes: (contracts, handlers) => {
      // each handler's context depends on its own contract's access: the table is read by name, as the loop pairs them
      const table = new Map<string, unknown>(Object.entries(handlers));
      for (const [name, contract] of Object.entries(contracts) as [string, { kind?: unknown }][]) {
        if (contract.kind !== 'http') continue;
        const handler = table.get(`${name}Handler`) as ContractRouteHandler<HttpContract> | undefined;
        if (!handler) throw new Error(`${name}Handler is missing for the route of contract ${name}`);
        router.route(contract as HttpContract, handler);
      }
      return router;
    },
    handler: () => (req, res) => inRequestScope(() => dispatch(routes, req, res)),
  };
  return router;
}

/** The group's onRequest function. */
export function serve(router: Router, options: HttpsOptions = {}) {
  return onRequest(withMirrorSecrets(options), router.handler());
}

async function dispatch(routes: readonly Route[], req: Request, res: Response): Promise<void> {
  try {
    const segments = splitPath(req.path);
    const matching = routes
      .map((route) => ({ route, params: matchSegments(route.segments, segments) }))
      .filter(
        (candidate): candidate is { route: Route; params: Record<string, string> } =>
          candidate.params !== null,
      );
    if (matching.length === 0) throw new AppError('not-found', noRouteMessage(req.method, req.path));

    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const chosen = matching.find(({ route }) => route.method === method);
    if (!chosen) {
      const allowed = [...new Set(matching.map(({ route }) => route.method))].join(', ');
      res.set('Allow', allowed);
      send(res, reply(405, { error: { code: 'method-not-allowed', message: useMethodMessage(allowed) } }));
      return;
    }

    const result = await chosen.route.handler({
      req,
      res,
      params: chosen.params,
      query: flattenQuery(req.query),
      body: readJsonBody(req),
    });
    if (res.headersSent) return;
    send(res, result instanceof HttpReply ? result : reply(200, result ?? null));
  } catch (error) {
    if (res.headersSent) return;
    const answer = toHttpError(error, `${req.method} ${req.path}`);
    send(res, reply(answer.status, answer.body, answer.headers));
  }
}

function send(res: Response, answer: HttpReply): void {
  res.status(answer.status).set(answer.headers);
  if (answer.body === undefined) res.end();
  else res.json(answer.body);
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The route's `:name` captures when the path matches, else null. */
export function matchSegments(
  pattern: readonly string[],
  path: readonly string[],
): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const actual = path[index] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/**
 * The functions runtime has usually parsed JSON already (a malformed application/json body is answered 400 by the
 * runtime itself, before any of our code). We parse what it left as text or bytes, and say so clearly when it is not JSON.
 */
export function readJsonBody(req: Pick<Request, 'body' | 'method'> & { rawBody?: Buffer }): unknown {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const { body } = req;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = body.toString();
    return text.trim() === '' ? undefined : parseJson(text);
  }
  const isEmptyObject = typeof body === 'object' && body !== null && Object.keys(body).length === 0;
  if (body === undefined || body === null || (isEmptyObject && !req.rawBody?.length)) return undefined;
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid-argument', CALL_MESSAGES.invalidJson);
  }
}

function flattenQuery(query: Request['query']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') flat[key] = first;
  }
  return flat;
}
