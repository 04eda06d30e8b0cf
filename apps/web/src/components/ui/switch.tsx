import { useId } from 'react';

type SwitchProps = {
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  isDisabled?: boolean;
  description?: string;
  testId?: string;
};

/** An on/off setting: a button with role switch, named by its visible label. */
export function Switch({
  label,
  isChecked,
  onChange,
  isDisabled = false,
  description,
  testId,
}: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <span className="switch-text">
        <span id={`${id}-label`} className="switch-label">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="switch-description">
            {description}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={isChecked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={isDisabled}
        onClick={() => onChange(!isChecked)}
        data-testid={testId}
      >
        <span className="switch-thumb" />
      </button>
    </div>
  );
}
