/** An admin flag as a switch (a checkbox with role switch), labelled for screen readers. */
export function FlagSwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  title?: string;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="form__switch" title={props.title}>
      <input
        type="checkbox"
        role="switch"
        aria-label={props.label}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className="form__switch-track" aria-hidden="true" />
    </label>
  );
}
