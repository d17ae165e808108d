/** The content group's handlers (contracts in domain/contracts/content.ts; spec 002 §7 "Content"). */
import type { content } from '../domain/contracts';
import { recordAdminAction } from '../platform/audit';
import { db } from '../platform/firebase';
import { type ContractRouteHandler, PRIVATE, reply } from '../platform/http';
import { getMirror } from '../platform/mirror/client';
import { listContent, saveContent } from './editor';
import { readContentPage } from './service';

/**
 * Revalidated on every visit: an edit in the Content Editor shows on the public page at once (issue 14), and an
 * unchanged page costs a small answer.
 */
const CACHE_CONTROL = 'public, no-cache';
export const contentPageHandler: ContractRouteHandler<typeof content.contentPage> = async ({
  params,
  input,
}) =>
  reply(200, await readContentPage(db(), params.page ?? '', input.language ?? 'en'), {
    'Cache-Control': CACHE_CONTROL,
  });

export const adminContentListHandler: ContractRouteHandler<typeof content.adminContentList> = async () =>
  reply(200, { content: await listContent(db()) }, PRIVATE);

type EditorHandler = ContractRouteHandler<typeof content.adminContentUpdate> &
  ContractRouteHandler<typeof content.adminContentCreate>;

function editorHandler(mode: 'create' | 'update'): EditorHandler {
  return async ({ input, admin: caller, call }) => {
    const change = await saveContent({ db: db(), mirror: getMirror() }, input, mode);
    await recordAdminAction(db(), caller, {
      action: call,
      target: { type: 'content', id: change.item.id },
      before: change.before,
      after: change.after,
    });
    return reply(200, { item: change.item }, PRIVATE);
  };
}

export const adminContentUpdateHandler = editorHandler('update');
export const adminContentCreateHandler = editorHandler('create');
