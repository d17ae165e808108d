/**
 * The production client against a loopback server that answers as the Vertex AI endpoint does: the request the SDK
 * sends (path, bearer header, JSON body with the response schema), the answer's parsing and validation, retries on
 * 429/5xx with backoff, no retry on a 4xx, timeouts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiUnavailableError, createGemini } from './gemini';
import {
  startVertexLoopback,
  testAuth as auth,
  vertexAnswer,
  vertexError,
  type VertexLoopback,
} from '../../testing/vertexLoopback';

let loopback: VertexLoopback;
let baseUrl = '';
let seen: VertexLoopback['seen'] = [];
let answers: VertexLoopback['answers'] = [];

beforeAll(async () => {
  loopback = await startVertexLoopback();
  baseUrl = loopback.baseUrl;
  seen = loopback.seen;
  answers = loopback.answers;
});
afterAll(() => loopback.close());
beforeEach(() => loopback.reset());

const schema = z.object({ caloriesPerServing: z.number().positive(), note: z.string() });
const gemini = (overrides: Partial<Parameters<typeof createGemini>[0]> = {}) =>
  createGemini({
    project: 'matkon-test',
    location: 'europe-west1',
    model: 'gemini-2.5-flash',
    baseUrl,
    auth,
    backoff: async () => {},
    ...overrides,
  });

describe('Gemini on Vertex AI through @google/genai', () => {
  it('sends the Vertex request with the bearer token and the schema, and returns the validated answer', async () => {
    answers.push(() => ({ status: 200, body: vertexAnswer('{"caloriesPerServing": 412, "note": "ok"}') }));
    const answer = await gemini().generateJson(schema, 'Calories of: 2 eggs');
    expect(answer).toEqual({ caloriesPerServing: 412, note: 'ok' });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(
      /^\/v1(beta1)?\/projects\/matkon-test\/locations\/europe-west1\/publishers\/google\/models\/gemini-2\.5-flash:generateContent$/,
    );
    expect(request?.authorization).toBe('Bearer test-access-token');
    expect(request?.body.contents).toEqual([{ role: 'user', parts: [{ text: 'Calories of: 2 eggs' }] }]);
    const config = request?.body.generationConfig as Record<string, unknown>;
    expect(config.responseMimeType).toBe('application/json');
    expect(config.responseJsonSchema).toMatchObject({
      type: 'object',
      properties: { caloriesPerServing: { type: 'number' }, note: { type: 'string' } },
    });
  });

  it('sends a video by its URL as a file part before the prompt', async () => {
    answers.push(() => ({ status: 200, body: vertexAnswer('{"caloriesPerServing": 300, "note": "video"}') }));
    const video = { uri: 'https://www.youtube.com/watch?v=abcdefghijk', mimeType: 'video/*' };
    await expect(gemini().generateJson(schema, 'Read the recipe', video)).resolves.toEqual({
      caloriesPerServing: 300,
      note: 'video',
    });
    expect(seen[0]?.body.contents).toEqual([
      {
        role: 'user',
        parts: [{ fileData: { fileUri: video.uri, mimeType: 'video/*' } }, { text: 'Read the recipe' }],
      },
    ]);
  });

  it('retries 429 and 503 with backoff, then answers', async () => {
    const pauses: number[] = [];
    answers.push(() => ({ status: 429, body: vertexError(429, 'RESOURCE_EXHAUSTED') }));
    answers.push(() => ({ status: 503, body: vertexError(503, 'UNAVAILABLE') }));
    answers.push(() => ({ status: 200, body: vertexAnswer('{"caloriesPerServing": 90, "note": "x"}') }));
    const answer = await gemini({ backoff: async (retry) => void pauses.push(retry) }).generateJson(
      schema,
      'p',
    );
    expect(answer.caloriesPerServing).toBe(90);
    expect(seen).toHaveLength(3);
    expect(pauses).toEqual([1, 2]);
  });

  it('gives up after the last attempt with the status', async () => {
    for (let i = 0; i < 3; i += 1) answers.push(() => ({ status: 500, body: vertexError(500, 'INTERNAL') }));
    const failure = await gemini()
      .generateJson(schema, 'p')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiUnavailableError);
    expect((failure as AiUnavailableError).status).toBe(500);
    expect(seen).toHaveLength(3);
  });

  it('does not retry a 400 (the request is wrong, another try cannot help)', async () => {
    answers.push(() => ({ status: 400, body: vertexError(400, 'INVALID_ARGUMENT') }));
    const failure = await gemini()
      .generateJson(schema, 'p')
      .catch((error: unknown) => error);
    expect((failure as AiUnavailableError).status).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('refuses an answer that is not JSON or does not fit the schema, without retrying', async () => {
    answers.push(() => ({ status: 200, body: vertexAnswer('Sure! Here are the calories: 400') }));
    await expect(gemini().generateJson(schema, 'p')).rejects.toThrow('other than JSON');
    answers.push(() => ({ status: 200, body: vertexAnswer('{"caloriesPerServing": -3, "note": "x"}') }));
    await expect(gemini().generateJson(schema, 'p')).rejects.toThrow('does not fit the schema');
    expect(seen).toHaveLength(2);
  });

  it('times out a slow answer and retries it', async () => {
    answers.push(() => ({
      status: 200,
      body: vertexAnswer('{"caloriesPerServing": 1, "note": "late"}'),
      delayMs: 1500,
    }));
    answers.push(() => ({ status: 200, body: vertexAnswer('{"caloriesPerServing": 2, "note": "in time"}') }));
    const answer = await gemini({ timeoutMs: 300 }).generateJson(schema, 'p');
    expect(answer.note).toBe('in time');
    expect(seen).toHaveLength(2);
  });
});
