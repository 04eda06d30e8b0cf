import type { DeskPackEditor } from '@parallax/core/contracts/desk-catalog';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import { discountPercent, type PackFormValues } from '../model/pack-form';
import { CATALOG_TEXTS } from '../model/texts';
import { PackField, useFieldAria } from './pack-form-field';

/** One of the pack's own images, chosen for `name` (its cover, its store preview). */
function ImageChoice({
  name,
  label,
  images,
}: {
  name: 'cover' | 'storePreview';
  label: string;
  images: string[];
}) {
  const { register } = useFormContext<PackFormValues>();
  const chosen = useWatch<PackFormValues, typeof name>({ name });
  return (
    <PackField name={name} label={label}>
      <select {...useFieldAria(name)} {...register(name)} data-testid={`desk-pack-${name}`}>
        {images.map((image) => (
          <option key={image} value={image}>
            {image.split('/').pop()}
          </option>
        ))}
      </select>
      {chosen && <img className="catalog-desk-cover" src={chosen} alt="" />}
    </PackField>
  );
}

/** Checkboxes of existing models or tags (a list of ids). */
function ChoiceList({
  name,
  legend,
  choices,
}: {
  name: 'modelIds' | 'tagIds';
  legend: string;
  choices: { id: string; name: string }[];
}) {
  const { register } = useFormContext<PackFormValues>();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="catalog-desk-checks" data-testid={`desk-pack-${name}`}>
        {choices.map((choice) => (
          <label key={choice.id}>
            <input type="checkbox" value={choice.id} {...register(name)} /> {choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PriceFields() {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const { register } = useFormContext<PackFormValues>();
  const [initialPrice, price] = useWatch<PackFormValues, ['initialPrice', 'price']>({
    name: ['initialPrice', 'price'],
  });
  const discount = discountPercent(Number(initialPrice), Number(price));
  const money = { valueAsNumber: true } as const;
  return (
    <fieldset>
      <legend>{texts.editor.pricing}</legend>
      <PackField name="initialPrice" label={texts.editor.initialPrice}>
        <input
          type="number"
          step="0.01"
          min="0"
          {...useFieldAria('initialPrice')}
          {...register('initialPrice', money)}
          data-testid="desk-pack-initial-price"
        />
      </PackField>
      <PackField name="price" label={texts.editor.price}>
        <input
          type="number"
          step="0.01"
          min="0"
          {...useFieldAria('price')}
          {...register('price', money)}
          data-testid="desk-pack-price"
        />
      </PackField>
      <p data-testid="desk-pack-discount">
        {discount > 0 ? texts.editor.discount(discount) : texts.editor.noDiscount}
      </p>
    </fieldset>
  );
}

/** Images, price, release month, exclusivity, category, models and tags. */
export function PackDetailsFields({ editor }: { editor: DeskPackEditor }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const { register } = useFormContext<PackFormValues>();
  const { pack, choices } = editor;
  return (
    <>
      <fieldset>
        <legend>{texts.editor.images}</legend>
        <div className="catalog-desk-columns">
          <ImageChoice name="cover" label={texts.editor.cover} images={pack.images} />
          <ImageChoice name="storePreview" label={texts.editor.storePreview} images={pack.images} />
        </div>
      </fieldset>
      <div className="catalog-desk-columns">
        <PriceFields />
        <fieldset>
          <legend>{texts.editor.category}</legend>
          <PackField name="categoryId" label={texts.editor.category}>
            <select
              {...useFieldAria('categoryId')}
              {...register('categoryId')}
              data-testid="desk-pack-category"
            >
              {choices.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </PackField>
          <PackField name="releaseMonth" label={texts.editor.releaseMonth}>
            <input
              type="month"
              {...useFieldAria('releaseMonth')}
              {...register('releaseMonth')}
              data-testid="desk-pack-release-month"
            />
          </PackField>
          <label>
            <input
              type="checkbox"
              {...register('isExclusiveForYearAndLifetime')}
              data-testid="desk-pack-exclusive"
            />{' '}
            {texts.editor.exclusive}
          </label>
        </fieldset>
      </div>
      <div className="catalog-desk-columns">
        <ChoiceList name="modelIds" legend={texts.editor.models} choices={choices.models} />
        <ChoiceList name="tagIds" legend={texts.editor.tags} choices={choices.tags} />
      </div>
    </>
  );
}
