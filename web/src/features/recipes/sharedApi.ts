import type { RecipeLinkInfo } from '@domain/links';
import { apiCall, apiFetch, type ApiAnswer, type ApiInput } from '@/platform/api';

/** The public request page's calls (001 §7 info and submit); no account, the link's token is the right. */
export async function getLinkInfo(token: string, signal?: AbortSignal): Promise<RecipeLinkInfo> {
  return apiCall('GET /api/recipe-links/info', { query: { token }, signal, auth: false });
}

export function submitSharedRecipe(token: string, body: ApiInput<'POST /api/recipe-links/submit'>) {
  // the token goes in the query string (001 §7 submit?token=), the recipe in the body (the contract's input)
  return apiFetch<ApiAnswer<'POST /api/recipe-links/submit'>>('/api/recipe-links/submit', {
    method: 'POST',
    query: { token },
    body,
    auth: false,
  });
}
