import type { OwnLink } from '@domain/links';
import { apiCall } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';

/** The cook's side of the recipe-request links (001 §7; contracts in domain/contracts/links.ts). */
export async function generateLink(customMessage: string) {
  // GENERATE_RECIPE_LINK: proceeds without a token when none comes in time (001 §9)
  const recaptchaToken = await getBotToken('GENERATE_RECIPE_LINK').catch(() => null);
  return apiCall('POST /api/recipe-links/generate', { body: { customMessage, recaptchaToken } });
}

export async function myLinks(signal?: AbortSignal): Promise<OwnLink[]> {
  const answer = await apiCall('GET /api/recipe-links/mine', { query: {}, signal });
  return Array.isArray(answer?.links) ? answer.links : [];
}

/** Query keys: the resource first, then the viewer (decision 0006). */
export const linkKeys = {
  mine: (viewer: string) => ['recipe-links', 'mine', viewer] as const,
};

export function revokeLink(linkId: string) {
  return apiCall('POST /api/recipe-links/revoke', { body: { linkId } });
}
