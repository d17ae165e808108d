import type { ReactNode } from 'react';
import { CatalogFormFrame } from './CatalogFormFrame';
import { NameFields } from './NameFields';
import type { LocalizedNames } from './types';
import { useCatalogForm, type CatalogFormProps } from './useCatalogForm';
import type { Invalid } from './validation';

/** What a catalogue kind's own fields get from the form around them. */
export interface KindFieldsProps<F> {
  values: F;
  invalid: ReadonlySet<string>;
  set: <K extends keyof F>(field: K, value: F[K]) => void;
  saving: boolean;
  /** Editing an existing item (else adding one). */
  editing: boolean;
}

export interface CatalogFormParts<F> {
  validate: (values: F, id?: string) => Invalid<F> | null;
  /** The kind's fields beside the four names. */
  fields: (props: KindFieldsProps<F>) => ReactNode;
  /** Anything below the grid of fields (a check box with its hint). */
  below?: (props: KindFieldsProps<F>) => ReactNode;
}

/** Add or edit a catalogue item: the four names, then the kind's own fields. Input is kept when a save fails. */
export function CatalogForm<F extends LocalizedNames>({
  validate,
  fields,
  below,
  ...props
}: CatalogFormProps<F> & CatalogFormParts<F>) {
  const { title, editingId, saving, onCancel } = props;
  const { values, invalid, set, formRef, submit } = useCatalogForm(props, validate);
  const parts: KindFieldsProps<F> = { values, invalid, set, saving, editing: editingId !== undefined };
  return (
    <CatalogFormFrame formRef={formRef} title={title} saving={saving} onSubmit={submit} onCancel={onCancel}>
      <div className="admin-form__grid">
        <NameFields values={values} invalid={invalid} onChange={set} disabled={saving} />
        {fields(parts)}
      </div>
      {below?.(parts)}
    </CatalogFormFrame>
  );
}
