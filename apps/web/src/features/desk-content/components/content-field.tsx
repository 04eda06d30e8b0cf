import type { Control, UseFormRegister } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import type { ContentFormValues, FieldProblem, FormField } from '../model/content-form';
import { CONTENT_TEXTS } from '../model/texts';
import { ContentPick } from './content-pick';

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  int: 'number',
  money: 'text',
  date: 'date',
  datetime: 'datetime-local',
};

type FieldProps = {
  field: FormField;
  formId: string;
  register: UseFormRegister<ContentFormValues>;
  control: Control<ContentFormValues>;
  problem: FieldProblem | undefined;
  label: string;
  /** What each of a `choice` field's values is called. */
  choiceLabels?: Readonly<Record<string, string>>;
};

/**
 * One input of a content form with its label and its problem (announced, and described by); a
 * choice of a loaded list's ids (a pack, a tag) is a select of their names.
 */
export function ContentField(props: FieldProps) {
  const { field, formId, control, problem, label } = props;
  if (!field.optionsFrom) return <TypedField {...props} />;
  const pick = { field, formId, control, problem, label };
  return <ContentPick {...pick} source={field.optionsFrom} />;
}

/** An input typed by its field: a check, a select of fixed values, a text area, a text. */
function TypedField({ field, formId, register, problem, label, choiceLabels = {} }: FieldProps) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const inputId = `${formId}-${field.key}`;
  const errorId = `${inputId}-error`;
  const hintId = field.type === 'blocks' ? `${inputId}-hint` : undefined;
  const describedBy = [problem ? errorId : null, hintId].filter(Boolean).join(' ') || undefined;
  const common = {
    id: inputId,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
    'data-testid': `desk-content-field-${field.key}`,
    ...register(field.key),
  };
  if (field.type === 'bool') {
    return (
      <div className="desk-field desk-content-check">
        <label htmlFor={inputId}>
          <input type="checkbox" {...common} /> {label}
        </label>
      </div>
    );
  }
  return (
    <div className="desk-field">
      <label htmlFor={inputId}>{label}</label>
      {field.type === 'language' ? (
        <select {...common}>
          <option value="en">{texts.languages.en}</option>
          <option value="es">{texts.languages.es}</option>
        </select>
      ) : field.type === 'choice' ? (
        <select {...common}>
          {(field.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabels[choice] ?? choice}
            </option>
          ))}
        </select>
      ) : field.type === 'long' || field.type === 'blocks' ? (
        <textarea
          rows={field.type === 'blocks' ? 16 : 4}
          spellCheck={field.type !== 'blocks'}
          className={field.type === 'blocks' ? 'desk-content-blocks' : undefined}
          {...common}
        />
      ) : (
        <input
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'money' ? 'decimal' : undefined}
          spellCheck={field.type === 'text'}
          {...common}
        />
      )}
      {hintId && (
        <p id={hintId} className="desk-content-hint">
          {texts.blocksHint}
        </p>
      )}
      {problem && (
        <p id={errorId} className="desk-error">
          {texts.problems[problem]}
        </p>
      )}
    </div>
  );
}
