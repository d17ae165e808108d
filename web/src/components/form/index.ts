export { BusyButton } from './BusyButton';
export { countCharacters, describedBy } from './describedBy';
export { FieldFrame, FieldMessages, useFieldControl, type Counter, type FieldProps } from './FieldFrame';
export {
  InputField,
  PasswordField,
  TextAreaField,
  type InputFieldProps,
  type TextAreaFieldProps,
} from './fields';
export { FormMessage, SubmitButton } from './FormMessage';
export { NumberField } from './NumberField';
export { SelectField, type SelectFieldProps } from './SelectField';
export { ToggleField } from './ToggleField';
