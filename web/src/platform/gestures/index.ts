export { PULL, canStartPull, pullDistance, pullState, type PullState } from './pullToRefresh';
export { usePullToRefresh, type PullToRefresh } from './usePullToRefresh';
