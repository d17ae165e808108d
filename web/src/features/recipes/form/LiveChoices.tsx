import type { ReactNode } from 'react';
import type { LiveList } from '@/components/catalog';

/** The choices of a live catalogue list: a status while it loads, a note when it is empty, else the choices. */
export function LiveChoices<T>({
  list,
  loading,
  none,
  children,
}: {
  list: LiveList<T>;
  loading: string;
  none: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.status === 'loading')
    return (
      <p className="form__hint" role="status">
        {loading}
      </p>
    );
  if (list.data.length === 0) return <p className="form__hint">{none}</p>;
  return children(list.data);
}
