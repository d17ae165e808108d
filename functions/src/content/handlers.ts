/** The content group's handler (contract in domain/contracts/content.ts; spec 002 §7 "Content"). */
import type { content } from '../domain/contracts';
import { db } from '../platform/firebase';
import { reply, type ContractRouteHandler } from '../platform/http';
import { readContentPage } from './service';

/** Short browser/CDN caching: an edit in the Content Editor shows within a minute. */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

export const contentPageHandler: ContractRouteHandler<typeof content.contentPage> = async ({
  params,
  input,
}) =>
  reply(200, await readContentPage(db(), params.page ?? '', input.language ?? 'en'), {
    'Cache-Control': CACHE_CONTROL,
  });
