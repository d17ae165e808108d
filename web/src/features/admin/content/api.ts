import type { ContentItemInput } from '@domain/content';
import { apiCall } from '@/platform/api';

/** The Content Editor's calls (contracts in domain/contracts/content.ts), served by content-api. */
export const contentEditorApi = {
  list: (signal?: AbortSignal) => apiCall('GET /api/admin/content', { query: {}, signal }),
  update: (body: ContentItemInput) => apiCall('PUT /api/admin/content', { body }),
  create: (body: ContentItemInput) => apiCall('POST /api/admin/content', { body }),
};

export const CONTENT_EDITOR_KEY = ['admin', 'content'] as const;
