export { InfiniteGrid, type InfiniteGridLabels } from './InfiniteGrid';
export { PullToRefresh } from './PullToRefresh';
