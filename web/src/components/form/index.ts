export { BusyButton } from '../busy';
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
export { SuggestInput, type Suggestion, type SuggestionSource } from './SuggestInput';
export { TagInput, type TagInputTexts, type TagOffers } from './TagInput';
export type { ControlProps } from './ControlProps';
export { FieldLegend } from './FieldLegend';
export { useTextFields } from './useTextFields';
