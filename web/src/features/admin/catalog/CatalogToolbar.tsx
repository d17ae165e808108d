import type { Ref } from 'react';

interface Props {
  /** Labels the tab's list. */
  headingId: string;
  title: string;
  addLabel: string;
  addRef: Ref<HTMLButtonElement>;
  onAdd: () => void;
  /** While a form is open, Add waits. */
  disabled: boolean;
}

/** A catalogue tab's heading and its Add button. */
export function CatalogToolbar({ headingId, title, addLabel, addRef, onAdd, disabled }: Props) {
  return (
    <div className="toolbar admin-toolbar">
      <h2 id={headingId} className="admin-toolbar__title">
        {title}
      </h2>
      <button
        ref={addRef}
        type="button"
        className="admin-button admin-button--primary"
        onClick={onAdd}
        disabled={disabled}
      >
        <span aria-hidden="true">+</span>
        {addLabel}
      </button>
    </div>
  );
}
