import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import type { PackFormValues } from '../model/pack-form';
import { CATALOG_TEXTS, type FieldProblem } from '../model/texts';

/** The id of a field's input and of its message, from its form path. */
export const inputIdOf = (name: string) => `desk-pack-${name.replace(/\./g, '-')}`;
const messageIdOf = (name: string) => `${inputIdOf(name)}-error`;

/** The problem of a field of the pack form, as its message key (null: none). */
export function useFieldProblem(name: string): FieldProblem | null {
  const { formState } = useFormContext<PackFormValues>();
  const error: { message?: string } | undefined = get(formState.errors, name);
  if (!error) return null;
  const texts = CATALOG_TEXTS.en.problems;
  const key = error.message ?? '';
  return Object.hasOwn(texts, key) ? (key as FieldProblem) : 'notAccepted';
}

/** What an input of the form carries: its id, and its message tied to it when it has one. */
export function useFieldAria(name: string) {
  const problem = useFieldProblem(name);
  return {
    id: inputIdOf(name),
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? messageIdOf(name) : undefined,
  } as const;
}

/** A labelled field of the pack form with its message in the desk's language. */
export function PackField({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const problem = useFieldProblem(name);
  return (
    <div className="desk-field">
      <label htmlFor={inputIdOf(name)}>{label}</label>
      {children}
      {problem && (
        <p id={messageIdOf(name)} className="desk-error">
          {texts.problems[problem]}
        </p>
      )}
    </div>
  );
}

/** A text input of the form, registered under `name`. */
export function PackTextInput({
  name,
  label,
  multiline = false,
  testId,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  testId?: string;
}) {
  const { register } = useFormContext<PackFormValues>();
  const aria = useFieldAria(name);
  const field = register(name as keyof PackFormValues);
  return (
    <PackField name={name} label={label}>
      {multiline ? (
        <textarea rows={5} {...aria} {...field} data-testid={testId} />
      ) : (
        <input type="text" {...aria} {...field} data-testid={testId} />
      )}
    </PackField>
  );
}
