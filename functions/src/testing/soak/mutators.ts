/**
 * The fault soak's mutation generators, one per mirrored table (issue 8 §5). The soak takes its entity list from
 * MIRROR_MAPPINGS and fails loudly on a mapping no generator writes or covers, so a new mirrored entity needs one
 * here: its create, update and delete through the callables that write it (the real functions, mirror first), or,
 * while no callable writes it, as the console or a script writes it (Firestore only; the reconciler mirrors it).
 */
import { db } from '../../platform/firebase';
import { documentPath, subcollectionKey } from '../../platform/mirror/documentKey';
import type { MirrorMapping, MirroredTable } from '../../platform/mirror/types';
import { caloriesSettled, HUMAN, newRecipeId, recipeForm } from '../recipes';
import { callFunction } from './calls';
import { chooseOp, type Mutation, type Mutator, type SoakWorld } from './mutation';
import { householdMutators } from './householdMutators';
import { socialMutators } from './socialMutators';

const names = (label: string) => ({
  nameEn: label,
  nameHe: `עברית ${label}`,
  nameFr: `Français ${label}`,
  nameIt: `Italiano ${label}`,
});

/** A callable-backed catalogue entry of the admin group (categories, dietary options). */
function adminCatalogue(
  table: 'categories' | 'dietary_options',
  calls: { create: string; update: string; delete: string; answerKey: string },
  createExtra: (label: string) => Record<string, unknown>,
): Mutator {
  return {
    table,
    field: 'nameEn',
    next(world) {
      const op = chooseOp(world, table);
      const label = op === 'delete' ? null : world.label();
      const admin = world.admin;
      if (op === 'create') {
        return {
          op,
          via: 'function',
          label,
          run: () =>
            callFunction(
              `admin-${calls.create}`,
              { ...names(label ?? ''), ...createExtra(label ?? '') },
              admin,
              (result: Record<string, { id: string }>) => result[calls.answerKey]?.id ?? '',
            ),
        };
      }
      const key = world.rng.pick(world.live(table));
      const data = op === 'update' ? { id: key, ...names(label ?? '') } : { id: key };
      return {
        op,
        key,
        via: 'function',
        label,
        run: () => callFunction(`admin-${calls[op]}`, data, admin, () => key),
      };
    },
  };
}

const TAGS = ['soak-quick', 'soak-spicy', 'soak-family', 'soak-budget'];

const recipes: Mutator = {
  table: 'recipes',
  covers: ['tags'],
  field: 'title',
  next(world) {
    const op = chooseOp(world, 'recipes');
    const label = op === 'delete' ? null : world.label();
    const key = op === 'create' ? newRecipeId() : world.rng.pick(world.live('recipes'));
    // Recipes are written by their author; the admin may delete any (spec 002 §4).
    const author = world.cooks[Number.parseInt(key.slice(-4), 36) % world.cooks.length] ?? world.admin;
    const tags = TAGS.filter(() => world.rng.chance(0.4));
    const data =
      op === 'delete'
        ? { recipeId: key, botToken: HUMAN }
        : { recipeId: key, recipe: recipeForm({ title: label, tags }), images: [], botToken: HUMAN };
    return {
      op,
      key,
      via: 'function',
      label,
      run: async () => {
        const outcome = await callFunction(`recipes-${op}`, data, author, () => key);
        // calories-onRecipeWritten writes a new recipe once more: let it, so it cannot meet the next mutation's fault
        if (outcome.ok && op === 'create') await caloriesSettled(key);
        return outcome;
      },
    };
  },
};

/**
 * Profiles are never created or deleted by a call. Their owners edit them through users-updateProfile, or write the
 * few fields the rules let a client write (language, preferences) with `version` raised by one: Firestore only.
 */
function profilesMutator(mapping: MirrorMapping): Mutator {
  return {
    table: 'profiles',
    field: 'bio',
    next(world) {
      const cook = world.rng.pick(world.cooks);
      if (world.rng.chance(0.35)) {
        const language = world.rng.pick(['en', 'he', 'fr', 'it']);
        return {
          ...directMutation(mapping, 'update', cook.uid, language, (current) => ({ ...current, language })),
          field: 'language',
        };
      }
      const label = world.label();
      return {
        op: 'update',
        key: cook.uid,
        via: 'function',
        label,
        run: () => callFunction('users-updateProfile', { bio: label }, cook, () => cook.uid),
      };
    },
  };
}

/** A write as the console or a script makes it: Firestore only, `version` raised by one, the reconciler mirrors it. */
function directMutation(
  mapping: MirrorMapping,
  op: Mutation['op'],
  key: string,
  label: string | null,
  build: (current: Fields | null) => Fields,
): Mutation {
  const ref = db().doc(documentPath(mapping, key));
  return {
    op,
    key,
    via: 'direct',
    label,
    run: async () => {
      await db().runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const current = snapshot.exists ? (snapshot.data() ?? {}) : null;
        if (op === 'delete') tx.delete(ref);
        else tx.set(ref, { ...build(current), version: Number(current?.version ?? 0) + 1 });
      });
      return { ok: true, key };
    },
  };
}

/**
 * An entity no callable writes yet, created, edited and deleted as the console or a script does: `newKey` names a
 * new document, `build` its next content from the current one (null on a create).
 */
function consoleMutator(
  mapping: MirrorMapping,
  table: MirroredTable,
  field: string,
  newKey: (world: SoakWorld) => string,
  build: (world: SoakWorld, key: string, label: string | null) => (current: Fields | null) => Fields,
): Mutator {
  return {
    table,
    field,
    next(world) {
      const op = chooseOp(world, table);
      const label = op === 'delete' ? null : world.label();
      const key = op === 'create' ? newKey(world) : world.rng.pick(world.live(table));
      return directMutation(mapping, op, key, label, build(world, key, label));
    },
  };
}

type Fields = Record<string, unknown>;

const slug = (world: SoakWorld) => `soak${world.label().replace(/\W/g, '')}`;

/** Content pages: admins edit them in the console until the content editor lands. */
const contentMutator = (mapping: MirrorMapping) =>
  consoleMutator(
    mapping,
    'content',
    'title',
    (world) => `${slug(world)}_en`,
    (_world, key, label) => (current) => ({
      ...(current ?? { content_type: key.slice(0, -'_en'.length), language: 'en' }),
      title: label,
      content: `<p>${label}</p>`,
      updated_at: new Date().toISOString(),
    }),
  );

/**
 * A user's collections: created and renamed as a script would; the recipe deletions of the recipes generator take
 * their recipes out through the real cleanup (mirror first).
 */
const collectionsMutator = (mapping: MirrorMapping) =>
  consoleMutator(
    mapping,
    'collections',
    'name',
    (world) => subcollectionKey(world.rng.pick(world.cooks).uid, slug(world)),
    (world, key, label) => {
      const recipeIds = world.live('recipes').filter(() => world.rng.chance(0.3));
      const now = new Date().toISOString();
      return (current) =>
        current
          ? { ...current, name: label, updatedAt: now }
          : {
              name: label,
              userId: key.split('/')[0],
              recipeIds,
              recipeCount: recipeIds.length,
              isDefault: false,
              createdAt: now,
              updatedAt: now,
            };
    },
  );

export function soakMutators(mappings: readonly MirrorMapping[]): Mutator[] {
  const mappingOf = (table: string) => {
    const mapping = mappings.find((candidate) => candidate.table === table);
    if (!mapping) throw new Error(`soak: no mapping for ${table}`);
    return mapping;
  };
  return [
    adminCatalogue(
      'categories',
      { create: 'createCategory', update: 'updateCategory', delete: 'deleteCategory', answerKey: 'category' },
      () => ({ emoji: '🧪' }),
    ),
    adminCatalogue(
      'dietary_options',
      {
        create: 'createDietaryOption',
        update: 'updateDietaryOption',
        delete: 'deleteDietaryOption',
        answerKey: 'option',
      },
      (label) => ({ fieldName: `isSoak${label.replace(/\W/g, '')}` }),
    ),
    profilesMutator(mappingOf('profiles')),
    recipes,
    contentMutator(mappingOf('content')),
    collectionsMutator(mappingOf('collections')),
    ...socialMutators(),
    ...householdMutators(),
  ];
}

/** Mirrored tables the soak does not write yet, each named with its reason; remove a table as its generator lands. */
export const NOT_YET_SOAKED: readonly MirroredTable[] = [];

/** Every mapping's table is some generator's own or covered by one; otherwise the soak stops here, by name. */
export function assertEveryMappingSoaked(
  mappings: readonly MirrorMapping[],
  mutators: readonly Mutator[],
): void {
  const soaked = new Set([
    ...mutators.flatMap((mutator) => [mutator.table, ...(mutator.covers ?? [])]),
    ...NOT_YET_SOAKED,
  ]);
  const missing = mappings.filter((mapping) => !soaked.has(mapping.table)).map((mapping) => mapping.table);
  if (missing.length > 0) {
    throw new Error(
      `The fault soak has no mutation generator for the mirrored table(s) ${missing.join(', ')}: add one to ` +
        'functions/src/testing/soak/mutators.ts (its create, update and delete), or list the table in the `covers` ' +
        'of the generator whose writes keep it in step.',
    );
  }
}
