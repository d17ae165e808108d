import type { ReactNode } from 'react';

/** A select's options, one per value, each named by `label`. */
export function Options<Value extends string>(props: {
  values: readonly Value[];
  label: (value: Value) => string;
}) {
  return props.values.map((value) => (
    <option key={value} value={value}>
      {props.label(value)}
    </option>
  ));
}

/** One labelled control above an admin list that filters or sorts it (comments, trending users). */
export function Filter(props: { label: string; children: ReactNode }) {
  return (
    <label className="bo-filter">
      <span>{props.label}</span>
      {props.children}
    </label>
  );
}

/** A filter that picks one of a list of values. */
export function FilterSelect<Value extends string>(props: {
  label: string;
  value: Value;
  values: readonly Value[];
  optionLabel: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  return (
    <Filter label={props.label}>
      {/* the options are the values, so the chosen one is one of them */}
      <select value={props.value} onChange={(event) => props.onChange(event.target.value as Value)}>
        <Options values={props.values} label={props.optionLabel} />
      </select>
    </Filter>
  );
}
