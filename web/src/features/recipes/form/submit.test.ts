import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecipeImage } from '@domain/recipe/types';
import en from '../../../locales/en/recipes.json';
import enImages from '../../../locales/en/images.json';
import { ApiRequestError } from '@/platform/api';
import { emptyForm, row, type NewImage, type RecipeFormState } from './state';
import {
  newSaveMemory,
  saveRecipe,
  SaveError,
  type LanguageNotice,
  type SaveServices,
  type SaveStep,
} from './submit';

let t: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { recipes: en, images: enImages } },
    ns: ['recipes', 'images'],
  });
  t = instance.getFixedT('en', 'recipes');
});

const imageFor = (recipeId: string, name: string): RecipeImage => ({
  url: `/api/media/images/recipes/${recipeId}/${name}/full.jpg`,
  sizes: { thumbnail: 't', card: 'c', detail: 'd', full: 'f' },
  originalUrl: 'o',
  publicId: `recipes/${recipeId}/${name}`,
  width: 1,
  height: 1,
  format: 'jpg',
});

const newImage = (name: string, personCheck: NewImage['personCheck'] = 'passed'): NewImage => ({
  kind: 'new',
  key: `key-${name}`,
  file: new File(['x'], name, { type: 'image/png' }),
  preview: 'blob:x',
  personCheck,
});

const state = (images: RecipeFormState['images']): RecipeFormState => ({
  ...emptyForm(),
  title: 'Shakshuka',
  description: 'Eggs',
  categories: ['breakfast'],
  ingredients: [row('4 eggs')],
  instructions: [row('Cook.')],
  images,
});

function services(overrides: Partial<SaveServices> = {}): SaveServices {
  return {
    newRecipeId: vi.fn(async () => 'r1'),
    getBotToken: vi.fn(async () => 'token'),
    checkPeopleOnServer: vi.fn(async () => ({
      checked: true as const,
      containsPeople: false,
      imagesWithPeople: [],
      message: '',
    })),
    uploadRecipeImage: vi.fn(async (file: File, recipeId: string) =>
      imageFor(recipeId, file.name.replace('.png', '')),
    ),
    createRecipe: vi.fn(async () => ({ id: 'r1' })),
    updateRecipe: vi.fn(async () => ({ id: 'r1' })),
    detectLanguage: vi.fn(async () => ({
      language: 'it' as const,
      confidence: 0.8,
      method: 'stopwords' as const,
      userMessage: 'detected' as const,
    })),
    ...overrides,
  };
}

describe('saveRecipe (spec 000 §2 create progress, §4, §5)', () => {
  it('walks the six steps in order: id first, images into recipes/{id}, then recipes-create', async () => {
    const steps: SaveStep[] = [];
    const fake = services();
    const id = await saveRecipe({
      mode: 'create',
      state: state([newImage('a'), newImage('b')]),
      dietaryFieldNames: ['isVegan'],
      memory: newSaveMemory(),
      onStep: (step) => steps.push(step),
      t,
      services: fake,
    });
    expect(id).toBe('r1');
    expect([...new Set(steps)]).toEqual([
      'preparing',
      'security',
      'language',
      'images',
      'saving',
      'complete',
    ]);
    expect(fake.getBotToken).toHaveBeenCalledWith('CREATE_RECIPE');
    expect(fake.checkPeopleOnServer).not.toHaveBeenCalled();
    expect(fake.createRecipe).toHaveBeenCalledWith({
      recipeId: 'r1',
      recipe: expect.objectContaining({ title: 'Shakshuka', creationMethod: 'manual', isVegan: false }),
      images: [imageFor('r1', 'a'), imageFor('r1', 'b')],
      botToken: 'token',
    });
  });

  it('the language step asks the server with the four texts, names its language and passes on its notice', async () => {
    const details: (string | undefined)[] = [];
    const notices: LanguageNotice[] = [];
    const fake = services();
    await saveRecipe({
      mode: 'create',
      state: state([]),
      dietaryFieldNames: [],
      memory: newSaveMemory(),
      onStep: (step, detail) => (step === 'language' ? details.push(detail) : undefined),
      onNotice: (notice) => notices.push(notice),
      t,
      services: fake,
    });
    expect(fake.detectLanguage).toHaveBeenCalledWith({
      title: 'Shakshuka',
      description: 'Eggs',
      ingredients: ['4 eggs'],
      instructions: ['Cook.'],
    });
    expect(details).toEqual([undefined, 'it']);
    expect(notices).toEqual([{ key: 'detected', language: 'it' }]);
  });

  it('a refused or failed detection call is made in the browser by the same rule, and the save goes on', async () => {
    const details: (string | undefined)[] = [];
    const notices: LanguageNotice[] = [];
    const fake = services({
      detectLanguage: vi.fn(async () => {
        throw new ApiRequestError('resource-exhausted', 'Too many requests. Please try again later.', 429);
      }),
    });
    const id = await saveRecipe({
      mode: 'create',
      state: { ...state([]), title: 'שקשוקה', description: 'ביצים ברוטב עגבניות' },
      dietaryFieldNames: [],
      memory: newSaveMemory(),
      onStep: (step, detail) => (step === 'language' ? details.push(detail) : undefined),
      onNotice: (notice) => notices.push(notice),
      t,
      services: fake,
    });
    expect(id).toBe('r1');
    expect(details).toEqual([undefined, 'he']);
    expect(notices).toEqual([{ key: 'detected', language: 'he' }]);
    expect(fake.createRecipe).toHaveBeenCalledTimes(1);
  });

  it('a retry reuses the recipe id and the images already uploaded', async () => {
    const memory = newSaveMemory();
    const fake = services({
      createRecipe: vi
        .fn()
        .mockRejectedValueOnce(
          new ApiRequestError(
            'unavailable',
            'Unable to create recipe: Please check your connection and try again later.',
            undefined,
            {},
            true,
          ),
        )
        .mockResolvedValueOnce({ id: 'r1' }),
    });
    const options = {
      mode: 'create' as const,
      state: state([newImage('a')]),
      dietaryFieldNames: [],
      memory,
      onStep: () => {},
      t,
      services: fake,
    };
    await expect(saveRecipe(options)).rejects.toEqual(
      new SaveError('Unable to create recipe: Please check your connection and try again later.', 'saving'),
    );
    await expect(saveRecipe(options)).resolves.toBe('r1');
    expect(fake.newRecipeId).toHaveBeenCalledTimes(1);
    expect(fake.uploadRecipeImage).toHaveBeenCalledTimes(1);
  });

  it('images the browser could not check go to the server check; people stop the save with the spec message', async () => {
    const fake = services({
      checkPeopleOnServer: vi.fn(async () => ({
        checked: true as const,
        containsPeople: true,
        imagesWithPeople: [{ filename: 'selfie.png', index: 0 }],
        message: 'x',
      })),
    });
    const error = await saveRecipe({
      mode: 'create',
      state: state([newImage('selfie', 'pending'), newImage('soup')]),
      dietaryFieldNames: [],
      memory: newSaveMemory(),
      onStep: () => {},
      t,
      services: fake,
    }).catch((failure: unknown) => failure);
    expect(error).toEqual(
      new SaveError(
        'The following images contain people: selfie.png. Please upload food-only images.',
        'images',
      ),
    );
    expect(fake.uploadRecipeImage).not.toHaveBeenCalled();
    expect(fake.createRecipe).not.toHaveBeenCalled();
  });

  it('a server check that cannot run falls back to a plain upload', async () => {
    const fake = services({
      checkPeopleOnServer: vi.fn(async () => ({
        checked: false as const,
        error: new ApiRequestError('unavailable', 'x'),
      })),
    });
    await saveRecipe({
      mode: 'create',
      state: state([newImage('a', 'pending')]),
      dietaryFieldNames: [],
      memory: newSaveMemory(),
      onStep: () => {},
      t,
      services: fake,
    });
    expect(fake.uploadRecipeImage).toHaveBeenCalledTimes(1);
    expect(fake.createRecipe).toHaveBeenCalledTimes(1);
  });

  it('an edit keeps the existing images, uploads the new ones, proceeds without a token and calls recipes-update', async () => {
    const existing = imageFor('r9', 'old');
    const fake = services({ getBotToken: vi.fn(async () => null) });
    await saveRecipe({
      mode: 'edit',
      state: state([{ kind: 'existing', key: 'k', image: existing }, newImage('new')]),
      dietaryFieldNames: [],
      memory: newSaveMemory('r9'),
      onStep: () => {},
      t,
      services: fake,
    });
    expect(fake.getBotToken).toHaveBeenCalledWith('EDIT_RECIPE');
    expect(fake.newRecipeId).not.toHaveBeenCalled();
    expect(fake.updateRecipe).toHaveBeenCalledWith({
      recipeId: 'r9',
      recipe: expect.not.objectContaining({ creationMethod: expect.anything() }),
      images: [existing, imageFor('r9', 'new')],
      botToken: null,
    });
  });

  it('without a server message, a failed edit says "Failed to save changes"', async () => {
    const fake = services({
      updateRecipe: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(
      saveRecipe({
        mode: 'edit',
        state: state([]),
        dietaryFieldNames: [],
        memory: newSaveMemory('r9'),
        onStep: () => {},
        t,
        services: fake,
      }),
    ).rejects.toEqual(new SaveError('Failed to save changes', 'saving'));
  });
});
