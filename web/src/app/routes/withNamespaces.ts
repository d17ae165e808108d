import { loadNamespaces } from '@/platform/i18n';

/** A lazy route whose screen needs on-demand translations: code and namespaces are fetched together. */
export function withNamespaces<M>(load: () => Promise<M>, ...namespaces: string[]): () => Promise<M> {
  return async () => (await Promise.all([load(), loadNamespaces(...namespaces)]))[0];
}
