import { useId } from 'react';

/** A labelled native select; the first option (value '') stands for "not chosen". */
export function SelectField<Value extends string>({
  label,
  name,
  value,
  onChange,
  options,
  emptyLabel,
  isDisabled = false,
}: {
  label: string;
  name: string;
  value: Value | '';
  onChange: (value: Value | '') => void;
  options: readonly { value: Value; label: string }[];
  emptyLabel: string;
  isDisabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value as Value | '')}
        disabled={isDisabled}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
