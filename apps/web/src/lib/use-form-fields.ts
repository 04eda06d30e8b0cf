import { useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { collectProblems } from './form-problems';

type Problems<Fields> = Partial<Record<keyof Fields & string, string>>;

/**
 * A form's text fields and the problems shown under them (catalogue keys). Changing a field
 * clears its problem until the next check.
 */
export function useFormFields<Fields extends Record<string, string>>(initial: Fields) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Problems<Fields>>({});

  const change = (field: keyof Fields & string, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /**
   * Shows the problems these checks find under their fields and moves focus to the first.
   * True when there are none.
   */
  const check = (
    form: HTMLFormElement,
    checks: Partial<Record<keyof Fields & string, string | null>>,
  ) => {
    const found = collectProblems(checks);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    focusFirstInvalid(form);
    return false;
  };

  return { fields, setFields, errors, setErrors, change, check };
}
