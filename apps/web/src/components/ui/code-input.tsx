import { useState, type ChangeEvent, type Ref } from 'react';

type CodeInputProps = {
  id?: string;
  /** The accessible name (the visible label lives with the caller, or this is it). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once each time the entry becomes full (spec 1 §2: submits automatically). */
  onComplete: (value: string) => void;
  length?: number;
  /** Digits for e-mailed codes; uppercase letters and digits for pair codes (spec 2 §5). */
  kind?: 'digits' | 'alphanumeric';
  isDisabled?: boolean;
  /** While the code is being checked: no edits, but focus stays (unlike disabled). */
  isReadOnly?: boolean;
  isInvalid?: boolean;
  describedBy?: string | undefined;
  autoFocus?: boolean;
  testId?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export function sanitizeCode(raw: string, kind: 'digits' | 'alphanumeric', length: number) {
  const kept =
    kind === 'digits' ? raw.replace(/\D/g, '') : raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return kept.slice(0, length);
}

/**
 * A fixed-length code entry: one real input (so paste, autofill of one-time codes and screen
 * readers all just work) drawn as one cell per character. Anything but the allowed characters is
 * dropped, so pasting "123 456" gives "123456".
 */
export function CodeInput({
  id,
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  kind = 'digits',
  isDisabled = false,
  isReadOnly = false,
  isInvalid = false,
  describedBy,
  autoFocus = false,
  testId = 'code-input',
  inputRef,
}: CodeInputProps) {
  const [isFocused, setIsFocused] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (isReadOnly) return;
    const next = sanitizeCode(event.target.value, kind, length);
    if (next === value) return;
    onChange(next);
    if (next.length === length) onComplete(next);
  };

  const activeIndex = Math.min(value.length, length - 1);
  return (
    <div
      className={`code-input${isInvalid ? ' is-invalid' : ''}${
        isDisabled || isReadOnly ? ' is-disabled' : ''
      }`}
    >
      <input
        ref={inputRef}
        id={id}
        className="code-input-field"
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={handleChange}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-busy={isReadOnly || undefined}
        autoFocus={autoFocus}
        inputMode={kind === 'digits' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize={kind === 'digits' ? 'off' : 'characters'}
        autoCorrect="off"
        spellCheck={false}
        pattern={kind === 'digits' ? '[0-9]*' : '[A-Za-z0-9]*'}
        data-testid={testId}
      />
      <div className="code-input-cells" aria-hidden="true">
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className={`code-input-cell${isFocused && index === activeIndex ? ' is-active' : ''}${
              index < value.length ? ' is-filled' : ''
            }`}
          >
            {value[index] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
