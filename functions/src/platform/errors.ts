/**
 * One translation from failures to answers (DESIGN §3): AppError and zod errors to HttpsError for callables,
 * and to `{ error: { code, message, ...details } }` with a status for onRequest handlers.
 * Anything else is a bug: logged in full, answered with a generic 500.
 */
import { HttpsError } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { z, ZodError } from 'zod';
import { AppError, type ErrorCode } from '../domain/errors';
import { ERROR_HTTP_STATUS, isErrorCode } from '../domain/httpStatus';
import { CALL_MESSAGES, invalidFieldMessage } from '../domain/messages';
import { findInputProblem, type InputProblem } from './inputGuard';
import { recordServerError } from './monitoring';

/**
 * A zod failure as the 400 the spec asks for. The message is the first issue's: a schema's own text (the spec's
 * message) as written, zod's generic ones named after their field by parseInput(). details.field names it too.
 */
export function fromZodError(error: ZodError): AppError {
  const issues = error.issues.map((issue) => ({ field: fieldName(issue.path), message: issue.message }));
  const first = issues[0];
  return new AppError('invalid-argument', first?.message ?? CALL_MESSAGES.invalidInput, {
    field: first?.field || null,
    issues,
  });
}

const zodDefaultMessage = z.locales.en().localeError;

/** Per-parse error map: schema-level messages outrank it, so only zod's generic messages get the field's name. */
const namingTheField: z.core.$ZodErrorMap = (issue) => {
  const base = zodDefaultMessage(issue);
  const text = (typeof base === 'string' ? base : base?.message) ?? CALL_MESSAGES.invalidInput;
  const field = fieldName(issue.path ?? []);
  return field ? invalidFieldMessage(field, text) : text;
};

/** An input no schema may see (platform/inputGuard.ts) as the 400 naming its field. */
export function inputProblemError({ path, message }: InputProblem): AppError {
  const field = fieldName(path);
  const text = field ? invalidFieldMessage(field, message) : `${CALL_MESSAGES.invalidInput}: ${message}`;
  return new AppError('invalid-argument', text, { field: field || null, issues: [{ field, message: text }] });
}

/**
 * Parses input for a handler; a failure is an invalid-argument AppError (400) naming the field. What no input may
 * hold (unstorable text, absurd nesting) is refused first, whatever the schema: a schema that lets any value
 * through would otherwise hand it to a store.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const problem = findInputProblem(data);
  if (problem) throw inputProblemError(problem);
  const parsed = schema.safeParse(data, { error: namingTheField });
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** A zod-style path as the field name the answers use: `recipe.ingredients[2]`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
}

/**
 * Every failure as an AppError; unknown ones are logged here, once, and hidden behind a generic message. With the
 * endpoint that answers it, a server error (5xx) is also recorded for the monitoring screen, with its real message.
 */
export function toAppError(error: unknown, endpoint?: string): AppError {
  const appError = asAppError(error);
  if (endpoint && ERROR_HTTP_STATUS[appError.code] >= 500) {
    recordServerError(endpoint, appError.code === 'internal' ? error : appError.message);
  }
  return appError;
}

function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return fromZodError(error);
  if (error instanceof HttpsError && isErrorCode(error.code)) {
    return new AppError(error.code, error.message, isRecord(error.details) ? error.details : {});
  }
  logger.error(
    'Unhandled error',
    error instanceof Error ? { message: error.message, stack: error.stack } : { error },
  );
  return new AppError('internal', CALL_MESSAGES.internal);
}

export function toHttpsError(error: unknown, endpoint?: string): HttpsError {
  if (error instanceof HttpsError && !isErrorCode(error.code)) return error;
  const appError = toAppError(error, endpoint);
  if (error instanceof HttpsError) return error;
  return new HttpsError(appError.code, appError.message, appError.details);
}

export interface HttpErrorAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: { readonly error: Record<string, unknown> & { code: ErrorCode; message: string } };
}

export function toHttpError(error: unknown, endpoint?: string): HttpErrorAnswer {
  const { code, message, details } = toAppError(error, endpoint);
  const headers: Record<string, string> = {};
  const resetIn = details.resetIn;
  if (code === 'resource-exhausted' && typeof resetIn === 'number' && Number.isFinite(resetIn)) {
    headers['Retry-After'] = String(Math.max(0, Math.ceil(resetIn)));
  }
  return { status: ERROR_HTTP_STATUS[code], headers, body: { error: { ...details, code, message } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
