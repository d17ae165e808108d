import type { ReactNode } from 'react';

/**
 * One home section: named by its h2 (`feed-<id>-title`), with what stands beside the heading (`aside`: a "see all"
 * link, a match badge) and its grid below. Tests find it as `feed-<id>` unless `testId` says otherwise.
 */
export function FeedSection({
  id,
  title,
  aside,
  testId = `feed-${id}`,
  children,
}: {
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = `feed-${id}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <div className="feed-section__head">
        <h2 id={titleId} className="feed-section__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
