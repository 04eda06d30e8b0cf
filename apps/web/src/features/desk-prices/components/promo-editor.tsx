import { zodResolver } from '@hookform/resolvers/zod';
import type { DeskPromoCode } from '@parallax/core/contracts/desk-prices';
import { CART_ITEM_TYPES } from '@parallax/core/rules/cart';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useLocalTexts } from '@/lib/local-texts';
import { pricesQueries, useExpirePromo, useSavePromo } from '../api/prices-api';
import {
  NEW_PROMO,
  PromoForm,
  promoBodyOf,
  promoFormOf,
  type PromoFormValues,
} from '../model/promo-form';
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

type Form = UseFormReturn<PromoFormValues>;

/** The form, its save (a new code opens as itself once created) and its expiry. */
function usePromoEditor(promo: DeskPromoCode | null, onOpen: (id: string | null) => void) {
  const save = useSavePromo();
  const expire = useExpirePromo();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const form = useForm<PromoFormValues>({
    resolver: zodResolver(PromoForm),
    defaultValues: promo ? promoFormOf(promo) : NEW_PROMO,
    shouldFocusError: true,
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync({
        id: promo?.id ?? null,
        body: promoBodyOf(values),
        revision: promo?.revision ?? '',
      });
      if (!promo) onOpen(saved.id);
      else setOutcome('saved');
    } catch (error) {
      setOutcome(outcomeOf(form, error));
    }
  });
  const handleExpire = async () => {
    if (!promo) return;
    setOutcome(null);
    try {
      await expire.mutateAsync({ id: promo.id, revision: promo.revision });
    } catch (error) {
      setOutcome(outcomeOf(form, error));
    }
  };
  return { form, outcome, handleSubmit, handleExpire };
}

/** The kinds it applies to, and the items it is limited to (a list of those kinds). */
function ScopeAndItems({ form, id }: { form: Form; id: string }) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const p = texts.promos;
  const items = useQuery(pricesQueries.promoItems());
  const scope = form.watch('scope');
  const scopeProblem = problemAt(form, 'scope');
  const itemsProblem = problemAt(form, 'itemIds');
  return (
    <>
      <fieldset aria-describedby={scopeProblem ? `${id}-scope-error` : undefined}>
        <legend>{p.scope}</legend>
        {CART_ITEM_TYPES.map((kind) => (
          <Tick key={kind} id={`${id}-scope-${kind}`} label={p.kinds[kind]}>
            <input
              type="checkbox"
              id={`${id}-scope-${kind}`}
              value={kind}
              data-testid={`desk-promo-scope-${kind}`}
              {...form.register('scope')}
            />
          </Tick>
        ))}
        {scopeProblem && (
          <p id={`${id}-scope-error`} className="desk-error">
            {texts.problems[scopeProblem]}
          </p>
        )}
      </fieldset>
      <Field id={`${id}-items`} label={p.items} problem={itemsProblem} hint={p.itemsHint}>
        <select
          multiple
          className="prices-items"
          {...controlProps(`${id}-items`, itemsProblem, p.itemsHint)}
          data-testid="desk-promo-items"
          {...form.register('itemIds')}
        >
          {CART_ITEM_TYPES.filter((kind) => scope.includes(kind)).map((kind) => (
            <optgroup key={kind} label={p.kinds[kind]}>
              {(items.data?.items ?? [])
                .filter((item) => item.type === kind)
                .map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>
    </>
  );
}

/** Code, kind and value of the discount. */
function CodeAndValue({ form, id }: { form: Form; id: string }) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const p = texts.promos;
  const type = form.watch('type');
  const codeProblem = problemAt(form, 'code');
  const valueProblem = problemAt(form, 'value');
  const valueHint = type === 'PERCENT' ? p.valueHintPercent : p.valueHintFixed;
  return (
    <>
      <Field id={`${id}-code`} label={p.code} problem={codeProblem}>
        <input
          autoComplete="off"
          spellCheck={false}
          {...controlProps(`${id}-code`, codeProblem)}
          data-testid="desk-promo-code"
          {...form.register('code')}
        />
      </Field>
      <Field id={`${id}-type`} label={p.type} problem={null}>
        <select id={`${id}-type`} data-testid="desk-promo-type" {...form.register('type')}>
          <option value="PERCENT">{p.percent}</option>
          <option value="FIXED">{p.fixed}</option>
        </select>
      </Field>
      <Field id={`${id}-value`} label={p.value} problem={valueProblem} hint={valueHint}>
        <input
          inputMode="decimal"
          autoComplete="off"
          {...controlProps(`${id}-value`, valueProblem, valueHint)}
          data-testid="desk-promo-value"
          {...form.register('value')}
        />
      </Field>
    </>
  );
}

/** Limit and expiry. */
function LimitAndExpiry({ form, id }: { form: Form; id: string }) {
  const p = useLocalTexts(PRICES_TEXTS).promos;
  const limitProblem = problemAt(form, 'usageLimit');
  const expiryProblem = problemAt(form, 'expiresAt');
  return (
    <>
      <Field id={`${id}-limit`} label={p.usageLimit} problem={limitProblem}>
        <input
          inputMode="numeric"
          {...controlProps(`${id}-limit`, limitProblem)}
          data-testid="desk-promo-limit"
          {...form.register('usageLimit')}
        />
      </Field>
      <Field id={`${id}-expires`} label={p.expiresAt} problem={expiryProblem}>
        <input
          type="datetime-local"
          {...controlProps(`${id}-expires`, expiryProblem)}
          data-testid="desk-promo-expires"
          {...form.register('expiresAt')}
        />
      </Field>
    </>
  );
}

/** A promo code's editor (a new one when `promo` is null), with its use so far. */
export function PromoEditor({
  promo,
  onOpen,
  onReload,
}: {
  promo: DeskPromoCode | null;
  onOpen: (id: string | null) => void;
  onReload: () => void;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const p = texts.promos;
  const id = useId();
  const { form, outcome, handleSubmit, handleExpire } = usePromoEditor(promo, onOpen);
  return (
    <form
      className="desk-form prices-editor"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(event)}
      data-testid="desk-promo-editor"
    >
      <h3 id={`${id}-title`}>{promo ? p.editing(promo.code) : p.creating}</h3>
      {promo && (
        <p data-testid="desk-promo-usage">
          {p.usage(promo.usedCount, promo.paidOrders)} {p.paidKeep}
        </p>
      )}
      <CodeAndValue form={form} id={id} />
      <ScopeAndItems form={form} id={id} />
      <LimitAndExpiry form={form} id={id} />
      <SaveNotice outcome={outcome} onReload={onReload} />
      <div className="desk-actions">
        <button
          type="submit"
          className="desk-button desk-button-primary"
          disabled={form.formState.isSubmitting}
          data-testid="desk-promo-save"
        >
          {form.formState.isSubmitting ? texts.saving : texts.save}
        </button>
        {promo && !promo.isExpired && (
          <button
            type="button"
            className="desk-button"
            data-testid="desk-promo-expire"
            onClick={() => void handleExpire()}
          >
            {p.expireNow}
          </button>
        )}
        <button type="button" className="desk-button" onClick={() => onOpen(null)}>
          {texts.close}
        </button>
      </div>
    </form>
  );
}
