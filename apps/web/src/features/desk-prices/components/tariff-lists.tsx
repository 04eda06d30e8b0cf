import { MAX_TARIFF_FEATURES, MAX_TRIAL_PACKS } from '@parallax/core/contracts/desk-prices';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useController, useFieldArray, type Path, type UseFormReturn } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import { pricesQueries } from '../api/prices-api';
import type { TariffFormValues } from '../model/tariff-form';
import { TARIFF_LIST_TEXTS } from '../model/tariff-list-texts';
import { PRICES_TEXTS } from '../model/texts';
import { Field, controlProps, problemAt } from './form-bits';

type Form = UseFormReturn<TariffFormValues>;

/** A row's move and remove buttons, each naming the row it acts on. */
function RowActions({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const t = useLocalTexts(TARIFF_LIST_TEXTS);
  return (
    <div className="desk-actions prices-row-actions">
      <button
        type="button"
        className="desk-button"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        {t.moveUp(what)}
      </button>
      <button
        type="button"
        className="desk-button"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        {t.moveDown(what)}
      </button>
      <button type="button" className="desk-button" onClick={() => onRemove(index)}>
        {t.remove(what)}
      </button>
    </div>
  );
}

/** A list's frame: its legend, a hint, the problem of the list as a whole, its rows, an add. */
function ListFrame({
  form,
  name,
  legend,
  hint,
  addLabel,
  isFull,
  onAdd,
  children,
}: {
  form: Form;
  name: 'features' | 'trialPacks';
  legend: string;
  hint?: string;
  addLabel: string;
  isFull: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const id = useId();
  const problem = problemAt(form, name);
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} data-testid={`desk-tariff-${name}`}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="prices-hint">
          {hint}
        </p>
      )}
      {children}
      {problem && (
        <p id={`${id}-error`} className="desk-error">
          {texts.problems[problem]}
        </p>
      )}
      <button type="button" className="desk-button" disabled={isFull} onClick={onAdd}>
        {addLabel}
      </button>
    </fieldset>
  );
}

/** One text of a row, labelled, with its problem. */
function RowText({
  form,
  name,
  label,
}: {
  form: Form;
  name: Path<TariffFormValues>;
  label: string;
}) {
  const id = `${useId()}-${name}`;
  const problem = problemAt(form, name);
  return (
    <Field id={id} label={label} problem={problem}>
      <input
        {...controlProps(id, problem)}
        {...form.register(name)}
        autoComplete="off"
        data-testid={`desk-tariff-${name}`}
      />
    </Field>
  );
}

/** The plan card's lines (spec 1 §3 featureDataList): added, removed, reordered, edited. */
export function FeatureList({ form }: { form: Form }) {
  const t = useLocalTexts(TARIFF_LIST_TEXTS);
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'features',
  });
  return (
    <ListFrame
      form={form}
      name="features"
      legend={t.features}
      hint={t.featuresHint}
      addLabel={t.addFeature}
      isFull={fields.length >= MAX_TARIFF_FEATURES}
      onAdd={() => append({ icon: '', description: '', esDescription: '' })}
    >
      {fields.length === 0 && <p>{t.noneYet}</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="prices-row">
          <legend>{t.feature(index + 1)}</legend>
          <RowText form={form} name={`features.${index}.icon`} label={t.icon} />
          <RowText form={form} name={`features.${index}.description`} label={t.featureEn} />
          <RowText form={form} name={`features.${index}.esDescription`} label={t.featureEs} />
          <RowActions
            what={t.feature(index + 1)}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={remove}
          />
        </fieldset>
      ))}
    </ListFrame>
  );
}

/** The packs the trial opens (spec 1 §3 trialContentPacks), each chosen from the store's packs. */
export function TrialPackList({ form }: { form: Form }) {
  const t = useLocalTexts(TARIFF_LIST_TEXTS);
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'trialPacks',
  });
  const items = useQuery(pricesQueries.promoItems());
  const packs = (items.data?.items ?? []).filter((item) => item.type === 'content');
  return (
    <ListFrame
      form={form}
      name="trialPacks"
      legend={t.trialPacks}
      addLabel={t.addTrialPack}
      isFull={fields.length >= MAX_TRIAL_PACKS}
      onAdd={() => append({ id: '' })}
    >
      {fields.length === 0 && <p>{t.noneYet}</p>}
      {fields.map((field, index) => (
        <TrialPackRow key={field.id} form={form} index={index} packs={packs}>
          <RowActions
            what={t.trialPack(index + 1)}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={remove}
          />
        </TrialPackRow>
      ))}
    </ListFrame>
  );
}

function TrialPackRow({
  form,
  index,
  packs,
  children,
}: {
  form: Form;
  index: number;
  packs: readonly { id: string; title: string }[];
  children: ReactNode;
}) {
  const t = useLocalTexts(TARIFF_LIST_TEXTS);
  const name = `trialPacks.${index}.id` as const;
  const id = `${useId()}-${name}`;
  const problem = problemAt(form, name);
  // Controlled: the packs arrive after the form, and the chosen one must stay chosen. A pack the
  // list does not offer (a draft, one hidden) stays chosen too, shown by its id.
  const { field } = useController({ control: form.control, name });
  const chosen = field.value;
  const isOffered = chosen === '' || packs.some((pack) => pack.id === chosen);
  return (
    <div className="prices-row">
      <Field id={id} label={t.trialPack(index + 1)} problem={problem}>
        <select {...controlProps(id, problem)} {...field} data-testid={`desk-tariff-${name}`}>
          <option value="">{t.choosePack}</option>
          {!isOffered && <option value={chosen}>{chosen}</option>}
          {packs.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {pack.title}
            </option>
          ))}
        </select>
      </Field>
      {children}
    </div>
  );
}
