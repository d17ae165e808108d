import { useState, type ChangeEvent } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's text fields kept as one object: `values` to read and save, `bind(name)` to spread on the field that edits
 * one of them (`<InputField label="Name" {...bind('name')} />` shows the value and keeps what is typed).
 */
export function useTextFields<Values extends { [Name in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: ChangeEvent<TextControl>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return { values, bind };
}
