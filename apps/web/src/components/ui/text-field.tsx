import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A translated message shown under the field (instead of the hint); the field is invalid. */
  error?: string | undefined;
  /** A control that resolves the error, shown right after its message (e.g. "Log in instead"). */
  errorAction?: ReactNode;
  hint?: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  maxLength?: number;
  /** For a password: a button that shows or hides it, with these accessible names. */
  reveal?: { show: string; hide: string };
};

/** A labelled input with its validation message under it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  errorAction,
  hint,
  type = 'text',
  autoComplete,
  autoFocus = false,
  isDisabled = false,
  maxLength,
  reveal,
}: TextFieldProps) {
  const id = useId();
  const [isRevealed, setIsRevealed] = useState(false);
  // The error takes the hint's place: one message under the field, never two stacked.
  const message = error ? 'error' : hint ? 'hint' : null;
  const describedBy = message ? `${id}-${message}` : undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <input
          id={id}
          name={name}
          className="field-input"
          type={reveal && isRevealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          disabled={isDisabled}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {reveal && (
          <button
            type="button"
            className="field-reveal"
            onClick={() => setIsRevealed((revealed) => !revealed)}
            aria-label={isRevealed ? reveal.hide : reveal.show}
            aria-pressed={isRevealed}
          >
            {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      {message === 'hint' && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error">
          <span id={`${id}-error`} data-testid={`${name}-error`}>
            {error}
          </span>
          {errorAction && <> {errorAction}</>}
        </p>
      )}
    </div>
  );
}
