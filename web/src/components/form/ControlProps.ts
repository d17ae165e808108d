/** What a controlled field takes from its form: the control's id, its value, the change, and the error to show. */
export interface ControlProps<T> {
  id: string;
  value: T;
  onChange: (value: T) => void;
  error?: string | null;
}
