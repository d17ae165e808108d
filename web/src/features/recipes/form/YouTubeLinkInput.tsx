/**
 * A YouTube link's text box (the edit form's video field, /create-recipe's video step): the URL keyboard, left to
 * right in every interface language, a watch link as the example. The caller frames it (label, error, hint) and
 * says which of those describe it.
 */
export function YouTubeLinkInput({
  id,
  value,
  invalid,
  describedBy,
  onChange,
  testId,
}: {
  id: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <input
      id={id}
      className="form__input"
      type="url"
      inputMode="url"
      dir="ltr"
      value={value}
      placeholder="https://www.youtube.com/watch?v=…"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );
}
