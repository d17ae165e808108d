/**
 * A loopback server that answers as the Vertex AI endpoint does, for the Gemini client's tests and the model
 * providers' (platform/ai): each request is kept (path, bearer header, JSON body) and answered by the next queued
 * answer, a 500 when none is queued.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type LoopbackAnswer = { status: number; body: unknown; delayMs?: number };

export const vertexAnswer = (text: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
  usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
  modelVersion: 'gemini-2.5-flash',
});

export const vertexError = (code: number, status: string) => ({
  error: { code, message: `${status} from test`, status },
});

export interface VertexLoopback {
  readonly baseUrl: string;
  /** What reached the server since the last reset. */
  readonly seen: SeenRequest[];
  /** The next answers, in order. */
  readonly answers: ((req: IncomingMessage) => LoopbackAnswer)[];
  reset(): void;
  close(): Promise<void>;
}

export async function startVertexLoopback(): Promise<VertexLoopback> {
  const seen: SeenRequest[] = [];
  const answers: ((req: IncomingMessage) => LoopbackAnswer)[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      const next =
        answers.shift() ?? ((): LoopbackAnswer => ({ status: 500, body: vertexError(500, 'INTERNAL') }));
      const { status, body, delayMs = 0 } = next(req);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answers,
    reset() {
      seen.length = 0;
      answers.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A bearer token as Application Default Credentials would give it. */
export const testAuth = {
  getRequestHeaders: async () => new Headers({ authorization: 'Bearer test-access-token' }),
};
