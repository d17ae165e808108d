/**
 * The catalog group (decision 0011): `catalog-api` serves GET /api/catalog through the Hosting rewrite (categories
 * and dietary options for every page, cacheable at the CDN); `catalog-onCategoryWritten` and
 * `catalog-onDietaryOptionWritten` raise settings/catalog's version after each write, the one document the app
 * watches live; `catalog-onSettingsWritten` does the same for the settings the answer carries. Public: no sign-in. Only wiring.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { CATEGORIES_COLLECTION, DIETARY_OPTIONS_COLLECTION } from '../domain/catalog/types';
import { SETTINGS_COLLECTION } from '../domain/catalog/answer';
import { catalog as contracts } from '../domain/contracts';
import { isPublicSettingsDoc } from '../domain/settings/public';
import { db } from '../platform/firebase';
import { createRouter, serve } from '../platform/http';
import { catalogHandler } from './handlers';
import { bumpCatalogVersion } from './service';

export const router = createRouter().route(contracts.catalog, catalogHandler);

export const api = serve(router);

export const onCategoryWritten = onDocumentWritten(`${CATEGORIES_COLLECTION}/{id}`, () =>
  bumpCatalogVersion(db()),
);

/** The settings the catalog answer carries (decision 0022): an admin's change reaches open pages the same way. */
export const onSettingsWritten = onDocumentWritten(`${SETTINGS_COLLECTION}/{name}`, (event) =>
  isPublicSettingsDoc(event.params.name) ? bumpCatalogVersion(db()) : undefined,
);

export const onDietaryOptionWritten = onDocumentWritten(`${DIETARY_OPTIONS_COLLECTION}/{id}`, () =>
  bumpCatalogVersion(db()),
);
