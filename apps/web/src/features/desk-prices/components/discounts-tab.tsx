import { zodResolver } from '@hookform/resolvers/zod';
import type { DeskDiscountSettings } from '@parallax/core/contracts/desk-prices';
import { PLATFORMS } from '@parallax/core/platform';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import { pricesQueries, useSaveDiscounts } from '../api/prices-api';
import {
  DISCOUNT_RULES,
  DiscountForm,
  discountBodyOf,
  discountFormOf,
  type DiscountFormValues,
  type DiscountRuleKey,
} from '../model/discount-form';
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

type Form = UseFormReturn<DiscountFormValues>;

/** A text field of the discounts' form by its dotted name. */
function TextField({
  form,
  name,
  label,
  hint,
}: {
  form: Form;
  name: Path<DiscountFormValues>;
  label: string;
  hint?: string;
}) {
  const id = `${useId()}-${name.replace(/\./g, '-')}`;
  const problem = problemAt(form, name);
  return (
    <Field id={id} label={label} problem={problem} hint={hint}>
      <input
        autoComplete="off"
        type={name === 'cardPromo.firstDropAt' ? 'datetime-local' : 'text'}
        {...controlProps(id, problem, hint)}
        data-testid={`desk-discount-${name.replace(/\./g, '-')}`}
        {...form.register(name)}
      />
    </Field>
  );
}

/** One personal discount: on or off, its percent, its sources and platforms. */
function RuleFields({ form, rule }: { form: Form; rule: DiscountRuleKey }) {
  const d = useLocalTexts(PRICES_TEXTS).discounts;
  const id = useId();
  return (
    <fieldset data-testid={`desk-discount-${rule}`}>
      <legend>{d.rules[rule]}</legend>
      <Tick id={`${id}-enabled`} label={d.enabled}>
        <input type="checkbox" id={`${id}-enabled`} {...form.register(`${rule}.isEnabled`)} />
      </Tick>
      <TextField
        form={form}
        name={`${rule}.percent`}
        label={rule === 'payAsYouGo' ? d.maxPercent : d.percent}
      />
      <TextField form={form} name={`${rule}.sources`} label={d.sources} hint={d.sourcesHint} />
      <fieldset>
        <legend>{d.platforms}</legend>
        <p className="prices-hint">{d.platformsHint}</p>
        {PLATFORMS.map((platform) => (
          <Tick key={platform} id={`${id}-${platform}`} label={d.platformNames[platform]}>
            <input
              type="checkbox"
              id={`${id}-${platform}`}
              value={platform}
              {...form.register(`${rule}.platforms`)}
            />
          </Tick>
        ))}
      </fieldset>
    </fieldset>
  );
}

function DiscountsEditor({
  settings,
  onReload,
}: {
  settings: DeskDiscountSettings;
  onReload: () => void;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const d = texts.discounts;
  const id = useId();
  const save = useSaveDiscounts();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const form = useForm<DiscountFormValues>({
    resolver: zodResolver(DiscountForm),
    defaultValues: discountFormOf(settings),
    shouldFocusError: true,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await save.mutateAsync(discountBodyOf(values, settings.revision));
      setOutcome('saved');
    } catch (error) {
      setOutcome(outcomeOf(form, error));
    }
  });
  return (
    <form className="desk-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p>{d.intro}</p>
      {DISCOUNT_RULES.map((rule) => (
        <RuleFields key={rule} form={form} rule={rule} />
      ))}
      <fieldset data-testid="desk-discount-card-promo">
        <legend>{d.cardPromo}</legend>
        <Tick id={`${id}-card`} label={d.enabled}>
          <input type="checkbox" id={`${id}-card`} {...form.register('cardPromo.isEnabled')} />
        </Tick>
        <TextField form={form} name="cardPromo.slug" label={d.slug} />
        <TextField form={form} name="cardPromo.firstDropAt" label={d.firstDropAt} />
        <TextField form={form} name="cardPromo.dropEveryDays" label={d.dropEveryDays} />
        <TextField
          form={form}
          name="cardPromo.visibilityWindowHours"
          label={d.visibilityWindowHours}
        />
      </fieldset>
      <SaveNotice outcome={outcome} onReload={onReload} />
      <div className="desk-actions">
        <button
          type="submit"
          className="desk-button desk-button-primary"
          disabled={form.formState.isSubmitting}
          data-testid="desk-discounts-save"
        >
          {form.formState.isSubmitting ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}

/** The personal discounts' settings (their feature flags), one form. */
export function DiscountsTab() {
  const texts = useLocalTexts(PRICES_TEXTS);
  const query = useQuery(pricesQueries.discounts());
  if (query.isPending) return <p aria-busy="true">{texts.loading}</p>;
  if (query.isError) return <p className="desk-error">{texts.loadFailed}</p>;
  return (
    <DiscountsEditor
      key={query.data.revision}
      settings={query.data}
      onReload={() => void query.refetch()}
    />
  );
}
