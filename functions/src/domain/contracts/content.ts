/** The content group's HTTP paths (spec 002 §7 "Content"): the public pages, and the Content Editor's (admin). */
import { z } from 'zod';
import { contentItemInputSchema, type ContentItem, type ContentPageResponse } from '../content';
import type { ErrorCode } from '../errors';
import { getContract, httpContract } from './define';

/** The page is the path's `:page`; the service names an unknown page or language (400). */
export const contentQuerySchema = z.object({ language: z.string().optional() });

export const contentPage = getContract<ContentPageResponse>()('/api/content/:page', contentQuerySchema, []);

const EDITOR_READ: readonly ErrorCode[] = ['unauthenticated', 'permission-denied'];

/** GET /api/admin/content: every item, newest edit first. */
export const adminContentList = getContract<{ content: ContentItem[] }>()(
  '/api/admin/content',
  z.object({}),
  EDITOR_READ,
);

/** PUT /api/admin/content: an existing item's new title and text (the spec's "update"). */
export const adminContentUpdate = httpContract<{ item: ContentItem }>()({
  method: 'PUT',
  path: '/api/admin/content',
  from: 'body',
  input: contentItemInputSchema,
  errors: [...EDITOR_READ, 'not-found', 'unavailable'],
});

/** POST /api/admin/content: a new item, unique per content_type + language (002 §3). */
export const adminContentCreate = httpContract<{ item: ContentItem }>()({
  method: 'POST',
  path: '/api/admin/content',
  from: 'body',
  input: contentItemInputSchema,
  errors: [...EDITOR_READ, 'already-exists', 'unavailable'],
});
