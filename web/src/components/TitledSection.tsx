import type { HTMLAttributes, ReactNode } from 'react';

interface TitledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  children: ReactNode;
}

/** A section named by its own h2 (a landmark a screen reader lists by that name). */
export function TitledSection({ titleId, title, titleClassName, children, ...section }: TitledSectionProps) {
  return (
    <section aria-labelledby={titleId} {...section}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
