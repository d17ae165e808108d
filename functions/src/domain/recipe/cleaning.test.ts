import { describe, expect, it } from 'vitest';
import { clampInteger, cleanRecipe, parseInteger, toFlag } from './cleaning';
import { RECIPE_CREATION_METHODS } from '../constants/recipe';
import { cleanText, cleanTextList, cutText, safeDocumentId } from './text';

const long = (n: number, char = 'a') => char.repeat(n);

describe('text cleaning (000 §5)', () => {
  it('strips markup but keeps the text, then trims', () => {
    expect(cleanText('  <b>Hot</b> <i>soup</i> <br/> ', 100)).toBe('Hot soup');
    expect(cleanText('<script>alert(1)</script>Soup', 100)).toBe('alert(1)Soup');
  });

  it('cuts to the maximum by characters, never inside an emoji', () => {
    expect(cleanText(long(120), 100)).toHaveLength(100);
    expect(cutText('🍅🍅🍅', 2)).toBe('🍅🍅');
    expect(cutText('abc de', 4)).toBe('abc');
  });

  it('turns anything but a string into an empty string', () => {
    expect(cleanText(42, 100)).toBe('');
    expect(cleanText(null, 100)).toBe('');
    expect(cleanText({ title: 'x' }, 100)).toBe('');
  });

  it('drops list entries that are not non-empty strings', () => {
    expect(cleanTextList(['flour', '', '  ', 3, null, '<p>salt</p>'], 100)).toEqual(['flour', 'salt']);
    expect(cleanTextList('flour', 100)).toEqual([]);
    expect(cleanTextList(undefined, 100)).toEqual([]);
  });

  it('splits a newline-separated string when a separator is given', () => {
    expect(cleanTextList('flour\r\n\nsugar\n  eggs ', 100, /\r?\n/)).toEqual(['flour', 'sugar', 'eggs']);
  });

  it('makes valid document ids', () => {
    expect(safeDocumentId('salt/pepper')).toBe('salt-pepper');
    expect(safeDocumentId('..', 'tag')).toBe('tag-..');
    expect(safeDocumentId('__x__', 'tag')).toBe('tag-__x__');
    expect(safeDocumentId('', 'tag')).toBe('tag-');
  });
});

describe('numbers and flags', () => {
  it('parses integers from numbers and numeric strings', () => {
    expect(parseInteger(30)).toBe(30);
    expect(parseInteger(29.6)).toBe(30);
    expect(parseInteger('45')).toBe(45);
    expect(parseInteger('45 min')).toBe(45);
    expect(parseInteger('soon')).toBeNull();
    expect(parseInteger(Number.NaN)).toBeNull();
    expect(parseInteger(true)).toBeNull();
  });

  it('clamps into the range, with the fallback when unparsable', () => {
    expect(clampInteger(0, 1, 1440, 15)).toBe(1);
    expect(clampInteger(5000, 1, 1440, 15)).toBe(1440);
    expect(clampInteger('x', 1, 1440, 15)).toBe(15);
  });

  it('coerces flags to booleans', () => {
    for (const value of [true, 'true', 1, '1', 'on', 'yes', ' TRUE ']) expect(toFlag(value)).toBe(true);
    for (const value of [false, 'false', 0, '', null, undefined, 'no', {}]) expect(toFlag(value)).toBe(false);
  });
});

describe('cleanRecipe (000 §5 "Recipe text cleaning")', () => {
  it('cuts every text field to its maximum', () => {
    const clean = cleanRecipe({
      title: long(150),
      description: long(600),
      ingredients: [long(150)],
      instructions: [long(600)],
      recipeTip: long(400),
      tags: [long(40)],
      categories: [long(60)],
    });
    expect(clean.title).toHaveLength(100);
    expect(clean.description).toHaveLength(500);
    expect(clean.ingredients[0]).toHaveLength(100);
    expect(clean.instructions[0]).toHaveLength(500);
    expect(clean.recipeTip).toHaveLength(300);
    expect(clean.tags[0]?.tag).toHaveLength(30);
    expect(clean.categories[0]).toHaveLength(50);
    expect(clean.primaryCategory).toHaveLength(50);
  });

  it('accepts ingredients and instructions as newline-separated strings', () => {
    const clean = cleanRecipe({ ingredients: '2 eggs\n1 cup milk', instructions: 'Whisk.\r\nFry.' });
    expect(clean.ingredients).toEqual(['2 eggs', '1 cup milk']);
    expect(clean.instructions).toEqual(['Whisk.', 'Fry.']);
  });

  it('keeps at most 3 categories, empty ones removed, the first as primaryCategory', () => {
    const clean = cleanRecipe({ categories: ['', 'soups', 'soups', 'salads', 'vegan', 'desserts'] });
    expect(clean.categories).toEqual(['soups', 'salads', 'vegan']);
    expect(clean.primaryCategory).toBe('soups');
    expect(cleanRecipe({}).primaryCategory).toBe('');
  });

  it('clamps preparationTime to 1-1440 with 15 when unparsable, cookingTime to 0-1440 with 30', () => {
    expect(cleanRecipe({ preparationTime: 'abc' }).preparationTime).toBe(15);
    expect(cleanRecipe({}).preparationTime).toBe(15);
    expect(cleanRecipe({ preparationTime: -5 }).preparationTime).toBe(1);
    expect(cleanRecipe({ preparationTime: '2000' }).preparationTime).toBe(1440);
    expect(cleanRecipe({}).cookingTime).toBe(30);
    expect(cleanRecipe({ cookingTime: -1 }).cookingTime).toBe(0);
    expect(cleanRecipe({ cookTime: 45 }).cookingTime).toBe(45);
    expect(cleanRecipe({ cookingTime: 9999 }).cookingTime).toBe(1440);
  });

  it('defaults difficulty to medium, visibility to public, creationMethod to manual, servings to 4', () => {
    const clean = cleanRecipe({ difficulty: 'extreme', visibility: 'secret', creationMethod: 'magic' });
    expect(clean.difficulty).toBe('medium');
    expect(clean.visibility).toBe('public');
    expect(clean.creationMethod).toBe('manual');
    expect(clean.servings).toBe(4);
    expect(
      cleanRecipe({ difficulty: 'hard', visibility: 'private', creationMethod: 'youtube' }),
    ).toMatchObject({
      difficulty: 'hard',
      visibility: 'private',
      creationMethod: 'youtube',
    });
  });

  it('keeps every creation method of the one list, the request link included', () => {
    for (const creationMethod of RECIPE_CREATION_METHODS)
      expect(cleanRecipe({ creationMethod }).creationMethod).toBe(creationMethod);
    expect(RECIPE_CREATION_METHODS).toContain('shared-link');
  });

  it('coerces dietary flags to booleans and drops the legacy isGlutenfree', () => {
    const clean = cleanRecipe({
      isVegan: 'true',
      isKosher: 0,
      isGlutenfree: true,
      isOrganic: 1,
      issue: true,
    });
    expect(clean.dietary).toEqual({ isVegan: true, isKosher: false, isOrganic: true });
  });

  it('keeps exactly the given dietary fieldNames when they are known', () => {
    const clean = cleanRecipe(
      { isVegan: true, isAdmin: true },
      { dietaryFieldNames: ['isVegan', 'isKosher'] },
    );
    expect(clean.dietary).toEqual({ isVegan: true, isKosher: false });
  });

  it('cleans URLs: adds https://, accepts only http(s), otherwise empty', () => {
    expect(cleanRecipe({ youtubeUrl: 'youtu.be/dQw4w9WgXcQ' }).youtubeUrl).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(cleanRecipe({ youtubeUrl: 'http://www.youtube.com/watch?v=x' }).youtubeUrl).toBe(
      'http://www.youtube.com/watch?v=x',
    );
    expect(cleanRecipe({ youtubeUrl: 'javascript:alert(1)' }).youtubeUrl).toBe('');
    expect(cleanRecipe({ youtubeUrl: 'ftp://example.com/x' }).youtubeUrl).toBe('');
  });

  it('keeps a known content language and a known dietary classification only', () => {
    expect(cleanRecipe({ language: 'HE' }).language).toBe('he');
    expect(cleanRecipe({ language: 'klingon' }).language).toBeNull();
    expect(cleanRecipe({ dietaryClassification: 'Halavi' }).dietaryClassification).toBe('Halavi');
    expect(cleanRecipe({ dietaryClassification: 'meat' }).dietaryClassification).toBeNull();
  });

  it('makes something safe of a non-object', () => {
    expect(cleanRecipe(null)).toMatchObject({
      title: '',
      ingredients: [],
      categories: [],
      preparationTime: 15,
    });
    expect(cleanRecipe(['x']).title).toBe('');
  });
});
