/**
 * The translation task's two providers: Gemini through @google/genai against the loopback Vertex endpoint (the
 * prompt carries the recipe and the target language, the answer is schema-checked and must keep the recipe's lines)
 * and the offline one (the tables' lines, the rest marked).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiUnavailableError, createGemini } from './gemini';
import { modelTranslationProvider, offlineTranslationProvider } from './translation';
import {
  startVertexLoopback,
  testAuth,
  vertexAnswer,
  type VertexLoopback,
} from '../../testing/vertexLoopback';

let loopback: VertexLoopback;
beforeAll(async () => {
  loopback = await startVertexLoopback();
});
afterAll(() => loopback.close());
beforeEach(() => loopback.reset());

const texts = {
  title: 'Lemon cake',
  description: 'A quick cake',
  ingredients: ['2 cups flour', '1 lemon, zested'],
  instructions: ['Mix', 'Bake 30 minutes'],
  tags: ['cake'],
  recipeTip: '',
};
const translated = {
  title: 'עוגת לימון',
  description: 'עוגה מהירה',
  ingredients: ['2 כוסות קמח', 'לימון אחד, גרידה'],
  instructions: ['לערבב', 'לאפות 30 דקות'],
  tags: ['עוגה'],
  recipeTip: '',
};

const provider = () =>
  modelTranslationProvider(
    createGemini({
      project: 'matkon-test',
      location: 'europe-west1',
      model: 'gemini-2.5-flash',
      baseUrl: loopback.baseUrl,
      auth: testAuth,
      backoff: async () => {},
    }),
  );

describe('the model’s translation', () => {
  it('asks for the recipe in the target language with the answer’s schema and answers the draft', async () => {
    loopback.answers.push(() => ({ status: 200, body: vertexAnswer(JSON.stringify(translated)) }));
    const draft = await provider().translateRecipe({ texts, from: 'en', to: 'he' });
    expect(draft).toEqual({ language: 'he', source: 'model', texts: translated, toReview: [] });
    const body = loopback.seen[0]?.body ?? {};
    const prompt = JSON.stringify(body.contents);
    expect(prompt).toContain('from English into Hebrew');
    expect(prompt).toContain('1 lemon, zested');
    expect((body.generationConfig as Record<string, unknown>).responseJsonSchema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['title', 'ingredients', 'instructions']),
    });
  });

  it('refuses an answer that dropped or merged a line, and one that does not fit the schema', async () => {
    loopback.answers.push(() => ({
      status: 200,
      body: vertexAnswer(JSON.stringify({ ...translated, instructions: ['לערבב ולאפות'] })),
    }));
    await expect(provider().translateRecipe({ texts, from: 'en', to: 'he' })).rejects.toThrow(
      AiUnavailableError,
    );
    loopback.answers.push(() => ({ status: 200, body: vertexAnswer(JSON.stringify({ title: '' })) }));
    await expect(provider().translateRecipe({ texts, from: 'en', to: 'he' })).rejects.toThrow(
      'does not fit the schema',
    );
  });
});

describe('the offline translation', () => {
  it('writes the lines the tables can say and marks the rest, without any request', async () => {
    const draft = await offlineTranslationProvider.translateRecipe({ texts, from: 'en', to: 'he' });
    expect(draft.source).toBe('offline');
    expect(draft.texts.ingredients).toEqual(['2 כוסות קמח', '1 lemon, zested']);
    expect(draft.toReview).toContainEqual({ field: 'ingredients', index: 1 });
    expect(loopback.seen).toHaveLength(0);
  });
});
