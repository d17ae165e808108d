/** The content group's HTTP paths (spec 002 §7 "Content"): the public pages, and the Content Editor's (admin). */
import { z } from 'zod';
import { contentItemInputSchema, type ContentItem, type ContentPageResponse } from '../content';
import type { ErrorCode } from '../errors';
import { getContract, httpContract } from './define';

/** The page is the path's `:page`; the service names an unknown page or language (400). */
export const contentQuerySchema = z.object({ language: z.string().optional() });

export const contentPage = getContract<ContentPageResponse>('public', 'content')(
  '/api/content/:page',
  contentQuerySchema,
  [],
);

const EDITOR_READ: readonly ErrorCode[] = ['unauthenticated', 'permission-denied'];

/** GET /api/admin/content: every item, newest edit first. */
export const adminContentList = getContract<{ content: ContentItem[] }>('admin', 'content')(
  '/api/admin/content',
  z.object({}),
  EDITOR_READ,
);

/** PUT edits an existing item, POST adds a new one: the same path and body, each with its own refusal. */
function contentItemWrite<const Method extends 'PUT' | 'POST'>(method: Method, refusal: ErrorCode) {
  return httpContract<{ item: ContentItem }>(
    'admin',
    'content',
  )({
    method,
    path: '/api/admin/content',
    from: 'body',
    input: contentItemInputSchema,
    errors: [...EDITOR_READ, refusal, 'unavailable'],
  });
}

/** PUT /api/admin/content: an existing item's new title and text (the spec's "update"). */
export const adminContentUpdate = contentItemWrite('PUT', 'not-found');

/** POST /api/admin/content: a new item, unique per content_type + language (002 §3). */
export const adminContentCreate = contentItemWrite('POST', 'already-exists');
