import { useFieldArray, useFormContext } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import type { PackFormValues } from '../model/pack-form';
import { CATALOG_TEXTS } from '../model/texts';
import { inputIdOf, PackTextInput } from './pack-form-field';

/** Moves a row of a list with real buttons, so the keyboard reorders it as well as the mouse. */
function MoveButtons({
  index,
  count,
  label,
  onMove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
}) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  return (
    <span className="desk-actions">
      <button
        type="button"
        className="desk-button"
        disabled={index === 0}
        aria-label={`${texts.editor.moveUp}: ${label}`}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="desk-button"
        disabled={index === count - 1}
        aria-label={`${texts.editor.moveDown}: ${label}`}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </button>
    </span>
  );
}

/** The parts: their titles in both languages, their trial flag and their order. */
export function PackPartsField() {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const { control, register, getValues } = useFormContext<PackFormValues>();
  const { fields, move } = useFieldArray({ control, name: 'parts' });
  const handleMove = (from: number, to: number) => {
    move(from, to);
    // The moved part keeps the focus on its own button, wherever it went.
    requestAnimationFrame(() => document.getElementById(inputIdOf(`parts.${to}.titleEn`))?.focus());
  };
  return (
    <fieldset>
      <legend>{texts.editor.parts}</legend>
      <ol>
        {fields.map((field, index) => (
          <li key={field.id} className="catalog-desk-part" data-testid={`desk-pack-part-${index}`}>
            <PackTextInput name={`parts.${index}.titleEn`} label={texts.editor.partTitleEn} />
            <PackTextInput name={`parts.${index}.titleEs`} label={texts.editor.partTitleEs} />
            <label>
              <input type="checkbox" {...register(`parts.${index}.isTrial`)} /> {texts.editor.trial}
            </label>
            <MoveButtons
              index={index}
              count={fields.length}
              label={getValues(`parts.${index}.titleEn`)}
              onMove={handleMove}
            />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

/** The previews' order (the store shows them in it). */
export function PackPreviewsField() {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const { control } = useFormContext<PackFormValues>();
  const { fields, move } = useFieldArray({ control, name: 'previews' });
  if (fields.length === 0) return null;
  return (
    <fieldset>
      <legend>{texts.editor.previews}</legend>
      <ol className="catalog-desk-images">
        {fields.map((field, index) => (
          <li key={field.id}>
            <img src={field.imageUrl} alt={`${index + 1}`} />
            <MoveButtons index={index} count={fields.length} label={`${index + 1}`} onMove={move} />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
