import { zodResolver } from '@hookform/resolvers/zod';
import type { DeskTariff } from '@parallax/core/contracts/desk-prices';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import { useSaveTariff } from '../api/prices-api';
import {
  TARIFF_LISTS,
  TARIFF_RENAMES,
  TariffForm,
  tariffBodyOf,
  tariffFormOf,
  type TariffFormValues,
} from '../model/tariff-form';
import { PRICES_TEXTS } from '../model/texts';
import {
  Field,
  SaveNotice,
  Tick,
  controlProps,
  outcomeOf,
  problemAt,
  type SaveOutcome,
} from './form-bits';
import { FeatureList, TrialPackList } from './tariff-lists';

type TickName =
  | 'isLifetime'
  | 'isTrialEnabled'
  | 'differentRecurringPrice'
  | 'isActive'
  | 'applyRenewalToSubscribers';
type TextName = Exclude<
  Path<TariffFormValues>,
  TickName | `features${string}` | `trialPacks${string}`
>;
type Form = UseFormReturn<TariffFormValues>;

/** The form and its save: the server's refusals land on their fields, a 409 asks to reload. */
function useTariffEditor(tariff: DeskTariff, onSaved: (text: string) => void) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const save = useSaveTariff();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const form = useForm<TariffFormValues>({
    resolver: zodResolver(TariffForm),
    defaultValues: tariffFormOf(tariff),
    shouldFocusError: true,
  });
  const handleSubmit = form.handleSubmit(async (typed) => {
    setOutcome(null);
    try {
      const body = tariffBodyOf(typed, tariff.revision);
      const saved = await save.mutateAsync({ id: tariff.id, body });
      const repriced = saved.repricedSubscriptions;
      onSaved(repriced > 0 ? `${texts.saved} ${texts.tariffs.repriced(repriced)}` : texts.saved);
    } catch (error) {
      setOutcome(outcomeOf(form, error, TARIFF_RENAMES, TARIFF_LISTS));
    }
  });
  return { form, outcome, handleSubmit };
}

/** A text field of the editor, labelled, with its problem (and a hint). */
function TextField({
  form,
  name,
  label,
  hint,
  multiline = false,
}: {
  form: Form;
  name: TextName;
  label: string;
  hint?: string;
  multiline?: boolean;
}) {
  const id = `${useId()}-${name}`;
  const problem = problemAt(form, name);
  const props = { ...controlProps(id, problem, hint), ...form.register(name) };
  return (
    <Field id={id} label={label} problem={problem} hint={hint}>
      {multiline ? (
        <textarea {...props} data-testid={`desk-tariff-${name}`} />
      ) : (
        <input {...props} autoComplete="off" data-testid={`desk-tariff-${name}`} />
      )}
    </Field>
  );
}

function TickField({
  form,
  name,
  label,
  describedBy,
}: {
  form: Form;
  name: TickName;
  label: string;
  describedBy?: string;
}) {
  const id = `${useId()}-${name}`;
  return (
    <Tick id={id} label={label}>
      <input
        type="checkbox"
        id={id}
        aria-describedby={describedBy}
        data-testid={`desk-tariff-${name}`}
        {...form.register(name)}
      />
    </Tick>
  );
}

/** Price, period, trial and renewal: the fields that follow the ticks show only when they count. */
function PriceFields({ form }: { form: Form }) {
  const t = useLocalTexts(PRICES_TEXTS).tariffs;
  const [isLifetime, isTrialEnabled, differentRecurringPrice] = useWatch({
    control: form.control,
    name: ['isLifetime', 'isTrialEnabled', 'differentRecurringPrice'],
  });
  return (
    <>
      <fieldset>
        <TextField form={form} name="price" label={t.price} />
        <TextField form={form} name="oldPrice" label={t.oldPrice} />
        <TickField form={form} name="isLifetime" label={t.isLifetime} />
        {!isLifetime && <TextField form={form} name="durationDays" label={t.durationDays} />}
        <p className="prices-hint">{t.exclusiveNote}</p>
      </fieldset>
      <fieldset>
        <TickField form={form} name="isTrialEnabled" label={t.isTrialEnabled} />
        {isTrialEnabled && (
          <TextField form={form} name="trialDurationDays" label={t.trialDurationDays} />
        )}
        {isTrialEnabled && <TextField form={form} name="trialPrice" label={t.trialPrice} />}
        <TickField form={form} name="differentRecurringPrice" label={t.differentRecurringPrice} />
        {differentRecurringPrice && (
          <TextField form={form} name="recurringPrice" label={t.recurringPrice} />
        )}
      </fieldset>
      {isTrialEnabled && <TrialPackList form={form} />}
    </>
  );
}

/**
 * One tariff's editor: texts in English and Spanish, price, period, trial, renewal and sale. The
 * running subscriptions keep their renewal price unless the operator ticks the box that says so.
 */
export function TariffEditor({
  tariff,
  onSaved,
  onReload,
  onClose,
}: {
  tariff: DeskTariff;
  onSaved: (text: string) => void;
  onReload: () => void;
  onClose: () => void;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const t = texts.tariffs;
  const id = useId();
  const { form, outcome, handleSubmit } = useTariffEditor(tariff, onSaved);
  return (
    <form
      className="desk-form prices-editor"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(event)}
      data-testid="desk-tariff-editor"
    >
      <h3 id={`${id}-title`}>{t.editing(tariff.name)}</h3>
      <fieldset>
        <TextField form={form} name="name" label={t.nameEn} />
        <TextField form={form} name="description" label={t.descriptionEn} multiline />
        <TextField form={form} name="esName" label={t.nameEs} hint={t.esHint} />
        <TextField form={form} name="esDescription" label={t.descriptionEs} multiline />
      </fieldset>
      <FeatureList form={form} />
      <PriceFields form={form} />
      <fieldset>
        <TickField form={form} name="isActive" label={t.isActive} />
        <TextField form={form} name="position" label={t.position} />
      </fieldset>
      <div className="prices-apply">
        <TickField
          form={form}
          name="applyRenewalToSubscribers"
          label={t.applyToSubscribers}
          describedBy={`${id}-apply`}
        />
        <p className="prices-hint" id={`${id}-apply`}>
          {t.applyExplanation(tariff.liveSubscriptions)}
        </p>
      </div>
      <SaveNotice outcome={outcome} onReload={onReload} />
      <div className="desk-actions">
        <button
          type="submit"
          className="desk-button desk-button-primary"
          disabled={form.formState.isSubmitting}
          data-testid="desk-tariff-save"
        >
          {form.formState.isSubmitting ? texts.saving : texts.save}
        </button>
        <button type="button" className="desk-button" onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </form>
  );
}
