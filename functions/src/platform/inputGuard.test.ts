import { describe, expect, it } from 'vitest';
import { findInputProblem, isStorableText, MAX_INPUT_DEPTH, toWellFormedText } from './inputGuard';

const pathOf = (value: unknown, options?: { callable?: boolean }) =>
  findInputProblem(value, options)?.path ?? null;

describe('what no input may hold', () => {
  it.each([
    ['plain', 'soup', true],
    ['a surrogate pair (emoji)', 'a😀b', true],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone high surrogate at the end', 'a\ud800', false],
    ['a lone low surrogate', '\udc00', false],
    ['a reversed pair', '\udc00\ud800', false],
    ['NUL', 'a\u0000b', false],
  ])('text: %s', (_label, text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });

  it('shows lone surrogates as U+FFFD and keeps pairs', () => {
    expect(toWellFormedText('a\ud800😀\udc00')).toBe('a\ufffd😀\ufffd');
  });

  it('names the first unstorable value or key by its path', () => {
    expect(pathOf({ recipe: { title: 'ok', ingredients: ['salt', 'a\ud800'] } })).toEqual([
      'recipe',
      'ingredients',
      1,
    ]);
    expect(pathOf({ recipe: { ['k\udc00']: 1 } })).toEqual(['recipe', 'k\ufffd']);
    expect(pathOf('\ud800')).toEqual([]);
    expect(findInputProblem({ a: ['😀', { b: 1, c: null }] })).toBeNull();
  });

  it('refuses nesting deeper than any input needs, without overflowing the stack', () => {
    const nested = (levels: number) => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`) as unknown;
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))?.message).toMatch(/nested more than 64 levels/);
    expect(findInputProblem(nested(200_000))?.path).toHaveLength(MAX_INPUT_DEPTH);
  });

  it('refuses for callables an @type the protocol cannot decode, and keeps its 64-bit integers', () => {
    const long = { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '12' };
    expect(pathOf({ n: long }, { callable: true })).toBeNull();
    expect(pathOf({ n: { ...long, value: 'x' } }, { callable: true })).toEqual(['n']);
    expect(pathOf({ a: [{ '@type': 'other' }] }, { callable: true })).toEqual(['a', 0]);
    expect(pathOf({ a: [{ '@type': 'other' }] })).toBeNull();
  });
});
