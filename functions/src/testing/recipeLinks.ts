/**
 * Recipe-request links for tests: a valid shared recipe, the recipes-links calls through the Hosting rewrite (as
 * the browser sends them: the token in ?token=), and reads of both stores.
 */
import { RECIPE_LINKS_COLLECTION } from '../domain/links/constants';
import { db } from '../platform/firebase';
import type { TestUser } from './authEmulator';
import { mirrorRow } from './pg';
import { api, HUMAN, rememberRecipe } from './recipes';

export { validSharedRecipe } from './sharedRecipe';

export interface GeneratedLink {
  linkId: string;
  shareUrl: string;
  expiresAt: string;
  customMessage: string;
  token: string;
}

export async function generateAs(user: TestUser, customMessage = 'Grandma, your shakshuka please?') {
  const answer = await api<GeneratedLink>('POST', '/api/recipe-links/generate', {
    user,
    body: { customMessage, recaptchaToken: HUMAN },
  });
  if (answer.status !== 200)
    throw new Error(`generate answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const token = answer.body.shareUrl.slice(answer.body.shareUrl.lastIndexOf('/') + 1);
  const link = { ...answer.body, token };
  rememberRecipe((await linkDoc(link.linkId))?.recipeId as string);
  return link;
}

export const linkInfo = (token: string) => api('GET', '/api/recipe-links/info', { query: { token } });

export const submitShared = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/recipe-links/submit', { query: { token }, body });

export const uploadShared = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/recipe-links/upload', { query: { token }, body });

export async function linkDoc(linkId: string): Promise<Record<string, unknown> | null> {
  return (await db().collection(RECIPE_LINKS_COLLECTION).doc(linkId).get()).data() ?? null;
}

export const linkRow = (linkId: string) => mirrorRow('recipe_links', linkId);

/** The address limits of the public calls start afresh (every test request comes from the same address). */
export async function resetLinkRateLimits(): Promise<void> {
  const found = await db().collection('rateLimits').get();
  await Promise.all(
    found.docs.filter((doc) => doc.id.startsWith('recipe-link')).map((doc) => doc.ref.delete()),
  );
}

/** The error of an answer; a body that is not the functions' JSON (an emulator's timeout page) as its text. */
export const errorOf = (body: unknown): { message: string; field?: string } =>
  typeof body === 'object' && body !== null && 'error' in body
    ? (body as { error: { message: string; field?: string } }).error
    : { message: String(body) };
