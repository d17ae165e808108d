/** The catalog group's HTTP path (decision 0011): public, no sign-in, cacheable at the CDN. */
import { z } from 'zod';
import type { CatalogAnswer } from '../catalog/answer';
import { getContract } from './define';

/** `v`: the settings/catalog version the caller saw live (digits only), so a CDN keys each version apart. */
export const catalogQuerySchema = z.object({
  v: z
    .string()
    .regex(/^\d{1,15}$/, 'v must be a version number')
    .transform(Number)
    .optional(),
});

export const catalog = getContract<CatalogAnswer>('public', 'catalog')(
  '/api/catalog',
  catalogQuerySchema,
  [],
);
