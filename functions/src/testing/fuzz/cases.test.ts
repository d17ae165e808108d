import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyCases, queryCases, validBase } from './cases';

const schema = z.object({
  title: z.string().trim().min(1).max(80),
  servings: z.number().int().min(1).max(50),
  kind: z.enum(['soup', 'cake']),
  steps: z.array(z.object({ text: z.string().min(3) })).min(1),
  note: z.string().optional(),
});

describe('fuzz cases from a schema', () => {
  it('builds a valid input from the schema alone', () => {
    expect(schema.safeParse(validBase(schema)).success).toBe(true);
  });

  it('changes every field, nested ones included: missing, wrong types, edge values', () => {
    const cases = bodyCases(schema, { seed: 1 });
    const labels = cases.map((c) => c.label);
    for (const field of ['title', 'servings', 'kind', 'steps', 'steps[0]', 'steps[0].text', 'note']) {
      expect(labels).toContain(`${field}: missing`);
      expect(labels).toContain(`${field}: wrong type: null`);
    }
    expect(labels).toContain('title: lone high surrogate');
    expect(labels).toContain('servings: infinity (1e999)');
    expect(labels).toContain('steps: huge list');
    const surrogate = cases.find((c) => c.label === 'title: lone high surrogate');
    expect((JSON.parse(surrogate?.payload ?? '{}') as { title: string }).title).toBe('a\ud800b');
  });

  it('sends prototype keys as own keys, and raw JSON that JSON.stringify cannot write', () => {
    const cases = bodyCases(schema, { seed: 1 });
    const polluted = cases.find((c) => c.label === 'extra key __proto__');
    const parsed = JSON.parse(polluted?.payload ?? '{}') as object;
    expect(Object.keys(parsed)).toContain('__proto__');
    const infinite = cases.find((c) => c.label === 'servings: infinity (1e999)');
    expect((JSON.parse(infinite?.payload ?? '{}') as { servings: number }).servings).toBe(Infinity);
    expect(cases.find((c) => c.label === 'servings: NaN literal')?.payload).toMatch(/"servings":NaN/);
  });

  it('is the same for the same seed, and a small sample still touches every field', () => {
    const first = bodyCases(schema, { seed: 7, limit: 12 });
    expect(first).toHaveLength(12);
    expect(bodyCases(schema, { seed: 7, limit: 12 })).toEqual(first);
    expect(bodyCases(schema, { seed: 8, limit: 12 })).not.toEqual(first);
    expect(first[0]?.label).toBe('the valid base');
    const fields = new Set(first.map((c) => c.field));
    for (const field of ['title', 'servings', 'kind', 'steps', 'steps[0].text', 'note'])
      expect(fields).toContain(field);
  });

  it('writes query cases as query strings', () => {
    const cases = queryCases(z.object({ q: z.string().min(2) }), { seed: 1 });
    expect(cases.find((c) => c.label === 'q: missing')?.payload).toBe('');
    expect(cases.find((c) => c.label === 'q: repeated')?.payload).toBe('q=fuzz&q=a&q=b');
    expect(cases.find((c) => c.label === 'q: lone high surrogate')?.payload).toBe('q=a%EF%BF%BDb');
  });
});
