/**
 * The catalog group (decision 0011): `catalog-api` serves GET /api/catalog through the Hosting rewrite (categories
 * and dietary options for every page, cacheable at the CDN); `catalog-onCategoryWritten` and
 * `catalog-onDietaryOptionWritten` raise settings/catalog's version after each write, the one document the app
 * watches live. Public: no sign-in. Only wiring.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { CATEGORIES_COLLECTION, DIETARY_OPTIONS_COLLECTION } from '../domain/catalog/types';
import { catalog as contracts } from '../domain/contracts';
import { db } from '../platform/firebase';
import { createRouter, serve } from '../platform/http';
import { catalogHandler } from './handlers';
import { bumpCatalogVersion } from './service';

export const router = createRouter().route(contracts.catalog, catalogHandler);

export const api = serve(router);

export const onCategoryWritten = onDocumentWritten(`${CATEGORIES_COLLECTION}/{id}`, () =>
  bumpCatalogVersion(db()),
);

export const onDietaryOptionWritten = onDocumentWritten(`${DIETARY_OPTIONS_COLLECTION}/{id}`, () =>
  bumpCatalogVersion(db()),
);
