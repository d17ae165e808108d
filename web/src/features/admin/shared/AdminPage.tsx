import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An admin screen's frame: "<title> · Matkon Admin" as the document title, the page named by its heading, and the
 * heading's row with the screen's own buttons beside it when it has any.
 */
export function AdminPage(props: {
  title: string;
  className?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `${props.title} · ${t('layout.title')}`;
  }, [props.title, t]);
  const headingId = useId();
  const heading = (
    <h1 id={headingId} className="admin-page__title">
      {props.title}
    </h1>
  );
  return (
    <section
      className={props.className ? `admin-page ${props.className}` : 'admin-page'}
      aria-labelledby={headingId}
    >
      {props.actions ? (
        <div className="toolbar admin-page__header">
          {heading}
          {props.actions}
        </div>
      ) : (
        heading
      )}
      {props.children}
    </section>
  );
}
