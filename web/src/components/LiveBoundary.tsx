import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children when a live read failed; `retry` re-subscribes. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * reactfire throws a listener's error during render and keeps the failed observable in a global cache, so
 * retrying means forgetting the failed entries before rendering the children again.
 */
export class LiveBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  retry = () => {
    forgetFailedObservables();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

function forgetFailedObservables() {
  const cache = (globalThis as { _reactFirePreloadedObservables?: Map<string, { ourError?: unknown }> })
    ._reactFirePreloadedObservables;
  if (!cache) return;
  for (const [key, subject] of cache) if (subject.ourError) cache.delete(key);
}
