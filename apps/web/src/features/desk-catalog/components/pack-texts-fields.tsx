import { useLocalTexts } from '@/lib/local-texts';
import { CATALOG_TEXTS } from '../model/texts';
import { PackTextInput } from './pack-form-field';

const TEXT_FIELDS = [
  'title',
  'description',
  'customPriceText',
  'location',
  'role',
  'genre',
  'metaTitle',
  'metaDescription',
] as const;

/** The pack's texts the store shows, in English (the row's) and in Spanish (its translation). */
export function PackTextsFields() {
  const texts = useLocalTexts(CATALOG_TEXTS);
  return (
    <div className="catalog-desk-columns">
      {(['en', 'es'] as const).map((language) => (
        <fieldset key={language}>
          <legend>{language === 'en' ? texts.editor.english : texts.editor.spanish}</legend>
          {language === 'es' && <p>{texts.editor.spanishHint}</p>}
          {TEXT_FIELDS.map((field) => (
            <PackTextInput
              key={field}
              name={`texts.${language}.${field}`}
              label={texts.editor.texts[field]}
              multiline={field === 'description'}
              testId={`desk-pack-${field}-${language}`}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
