import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A translated message shown under the field; the field is marked invalid. */
  error?: string | undefined;
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
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
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
          aria-describedby={describedBy || undefined}
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
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
