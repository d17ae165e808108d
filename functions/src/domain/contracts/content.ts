/** The content group's HTTP path (spec 002 §7 "Content"): public, no sign-in. */
import { z } from 'zod';
import type { ContentPageResponse } from '../content';
import { getContract } from './define';

/** The page is the path's `:page`; the service names an unknown page or language (400). */
export const contentQuerySchema = z.object({ language: z.string().optional() });

export const contentPage = getContract<ContentPageResponse>()('/api/content/:page', contentQuerySchema, []);
