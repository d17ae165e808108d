/**
 * The production AI client (DESIGN §7, decision 0015): Gemini on Vertex AI through @google/genai. One call shape
 * for every task: a prompt in, a JSON answer out, asked for with the task's zod schema as the response schema and
 * validated with the same schema on the way back. A call has a timeout; 429 and 5xx answers and timeouts are
 * retried with exponential backoff and jitter; any other failure, or an answer that does not fit the schema, is an
 * AiUnavailableError, which the features turn into the spec's messages (000 §8).
 */
import type { GoogleGenAI } from '@google/genai';
import { z } from 'zod';

export class AiUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AiUnavailableError';
  }
}

/** What google-auth-library asks of an auth client: the request's headers (a bearer token). */
export interface AuthHeaderSource {
  getRequestHeaders(url?: string): Promise<Headers>;
}

export interface GeminiOptions {
  project: string;
  location: string;
  model: string;
  /** Another endpoint than {location}-aiplatform.googleapis.com (tests: a loopback server). */
  baseUrl?: string;
  /** Default: Application Default Credentials (the function's service account). */
  auth?: AuthHeaderSource;
  timeoutMs?: number;
  maxAttempts?: number;
  /** The pause before retry n (1-based); tests pass a short one. */
  backoff?: (retry: number) => Promise<void>;
}

/** A file the model reads with the prompt, by its address (a YouTube video: the model watches it by URL). */
export interface FilePart {
  uri: string;
  mimeType: string;
}

export interface JsonGenerator {
  generateJson<T>(schema: z.ZodType<T>, prompt: string, file?: FilePart): Promise<T>;
}

export const GEMINI_DEFAULTS = { timeoutMs: 30_000, maxAttempts: 3 } as const;

const defaultBackoff = (retry: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 500 * 2 ** (retry - 1) + Math.random() * 250));

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

function retryable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null) return status === 429 || status >= 500;
  const name = (error as { name?: string } | null)?.name ?? '';
  // timeouts (AbortError) and dropped connections (fetch's TypeError) are worth another try
  return name === 'AbortError' || name === 'TimeoutError' || error instanceof TypeError;
}

export function createGemini(options: GeminiOptions): JsonGenerator {
  const timeoutMs = options.timeoutMs ?? GEMINI_DEFAULTS.timeoutMs;
  const maxAttempts = options.maxAttempts ?? GEMINI_DEFAULTS.maxAttempts;
  const backoff = options.backoff ?? defaultBackoff;
  // the SDK loads on the first call: every function's cold start would otherwise pay for it
  let client: Promise<GoogleGenAI> | undefined;
  const connect = () =>
    (client ??= import('@google/genai').then(
      ({ GoogleGenAI: Client }) =>
        new Client({
          vertexai: true,
          project: options.project,
          location: options.location,
          ...(options.auth ? { googleAuthOptions: { authClient: options.auth as never } } : {}),
          httpOptions: { timeout: timeoutMs, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) },
        }),
    ));

  async function once<T>(schema: z.ZodType<T>, prompt: string, file?: FilePart): Promise<T> {
    const response = await (
      await connect()
    ).models.generateContent({
      model: options.model,
      contents: file
        ? [
            {
              role: 'user',
              parts: [{ fileData: { fileUri: file.uri, mimeType: file.mimeType } }, { text: prompt }],
            },
          ]
        : prompt,
      config: {
        responseMimeType: 'application/json',
        responseJsonSchema: z.toJSONSchema(schema),
        temperature: 0.4,
      },
    });
    const text = response.text ?? '';
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AiUnavailableError('The model answered something other than JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new AiUnavailableError('The model answer does not fit the schema');
    return parsed.data;
  }

  return {
    async generateJson(schema, prompt, file) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await once(schema, prompt, file);
        } catch (error) {
          if (error instanceof AiUnavailableError) throw error;
          if (attempt >= maxAttempts || !retryable(error)) {
            throw new AiUnavailableError(
              error instanceof Error ? error.message : 'The model call failed',
              statusOf(error),
            );
          }
          await backoff(attempt);
        }
      }
    },
  };
}
