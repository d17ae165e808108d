/**
 * The admin catalogue tests' calls: `call(name, data, user)` reaches admin-<name> as the admin unless told otherwise,
 * and `create(overrides)` makes an entry through the create callable and remembers its id for the test's cleanup.
 */
import type { Category, DietaryOption } from '../domain/catalog';
import type { TestUser } from './authEmulator';
import { callCallable, expectSuccess } from './callables';
import { categoryInput, dietaryOptionInput } from './factories';

export function adminCalls<Entry extends { id: string }>(options: {
  /** The signed-in admin, once beforeAll has made it. */
  admin: () => TestUser;
  /** The create callable's name and the key its answer holds the entry under. */
  create: string;
  answerKey: string;
  input: (overrides: Record<string, unknown>) => Record<string, unknown>;
}) {
  const created: string[] = [];
  const call = <T>(name: string, data: unknown, user: TestUser | null = options.admin()) =>
    callCallable<T>(`admin-${name}`, data, user?.idToken);

  async function create(overrides: Record<string, unknown> = {}): Promise<Entry> {
    const answer = await expectSuccess(call<Record<string, Entry>>(options.create, options.input(overrides)));
    const entry = answer[options.answerKey];
    if (!entry) throw new Error(`admin-${options.create} answered without ${options.answerKey}`);
    created.push(entry.id);
    return entry;
  }

  return { call, create, created };
}

/** The categories' calls: admin-createCategory answers { category }. */
export const categoryCalls = (admin: () => TestUser) =>
  adminCalls<Category>({ admin, create: 'createCategory', answerKey: 'category', input: categoryInput });

/** The dietary options' calls: admin-createDietaryOption answers { option }. */
export const dietaryOptionCalls = (admin: () => TestUser) =>
  adminCalls<DietaryOption>({
    admin,
    create: 'createDietaryOption',
    answerKey: 'option',
    input: dietaryOptionInput,
  });
