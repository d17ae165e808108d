export { createQueryClient, isFinalError, shouldRetry, STALE_TIMES } from './client';
export { usePagedList, PAGE_SIZE, type Page, type PagedList } from './usePagedList';
