import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Invalid } from './validation';

/** What a catalogue tab hands its add/edit form. */
export interface CatalogFormProps<V> {
  title: string;
  initial: V;
  /** The item being edited; absent when adding. */
  editingId?: string;
  saving: boolean;
  /** A client-side check failed: the page shows the spec's text in its error banner. */
  onInvalid: (message: string) => void;
  onSubmit: (values: V) => void;
  onCancel: () => void;
}

/**
 * The state of a catalogue form: its values, the fields marked invalid, and a submit that checks them with
 * `validate` first. Focus starts in the first editable input. Input is kept when a save fails.
 */
export function useCatalogForm<V extends object>(
  { initial, editingId, saving, onInvalid, onSubmit }: CatalogFormProps<V>,
  validate: (values: V, id?: string) => Invalid<V> | null,
) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
  }, []);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const name = String(field);
    setValues((prev) => ({ ...prev, [field]: value }));
    if (invalid.has(name)) setInvalid((prev) => new Set([...prev].filter((f) => f !== name)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = validate(values, editingId);
    if (problem) {
      setInvalid(new Set(problem.fields.map(String)));
      onInvalid(problem.message);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${String(problem.fields[0])}"]`)?.focus();
      return;
    }
    setInvalid(new Set());
    onSubmit(trimmed(values));
  };

  return { values, invalid, set, formRef, submit };
}

/** The values with every text trimmed; other fields (a flag) as they are. */
function trimmed<V extends object>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  ) as V;
}
