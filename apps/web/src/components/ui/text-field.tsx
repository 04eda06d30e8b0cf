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
  /**
   * A multi-line field of this many rows (a textarea). Better without maxLength: a text pasted
   * past the limit is kept and the message says so, instead of being cut without a word.
   */
  rows?: number;
};

/**
 * A labelled input (or textarea, given `rows`) with its validation message under it
 * (aria-invalid, aria-describedby).
 */
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
  rows,
}: TextFieldProps) {
  const id = useId();
  const [isRevealed, setIsRevealed] = useState(false);
  // The error takes the hint's place: one message under the field, never two stacked.
  const message = error ? 'error' : hint ? 'hint' : null;
  const describedBy = message ? `${id}-${message}` : undefined;
  const shared = {
    id,
    name,
    className: 'field-input',
    value,
    onBlur,
    autoFocus,
    disabled: isDisabled,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        {rows ? (
          <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...shared}
            type={reveal && isRevealed ? 'text' : type}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
          />
        )}
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
