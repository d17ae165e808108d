export { appQueryClient, createQueryClient, isFinalError, shouldRetry, STALE_TIMES } from './client';
export {
  PAGE_SIZE,
  pagedListOptions,
  usePagedList,
  type Page,
  type PagedList,
  type PagedListOptions,
  type PageRequest,
} from './usePagedList';
