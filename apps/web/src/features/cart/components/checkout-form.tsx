import type { CartResponse } from '@parallax/core/contracts/cart';
import { formatPrice } from '@parallax/core/rules/price';
import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/lib/i18n';
import { isPaymentSupported } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { optionsOf, useCheckoutSubmit } from '../model/use-checkout-submit';
import { CheckoutGuestFields } from './checkout-guest-fields';
import { CheckoutPaymentOptions } from './checkout-payment-options';

/**
 * spec 1 §4 checkout on the cart page: the payment method, a guest's e-mail (quick registration;
 * an address with an account asks to log in) and the pay button, which goes to the provider's
 * payment page. Where payment is unsupported (the app embedded in the viewer) it says where to buy.
 */
export function CheckoutForm({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation();
  const session = useSession();
  const options = optionsOf(cart.paymentMethods);
  const [chosen, setChosen] = useState(() => options[0]?.value ?? '');
  const isGuest = session.auth.status !== 'authenticated';
  const choice = options.find((option) => option.value === chosen)?.choice ?? null;
  const form = useCheckoutSubmit(choice, isGuest);

  if (!isPaymentSupported()) {
    return (
      <p className="notice" data-testid="payment-unsupported">
        {t('cart.checkout.unsupported')}
      </p>
    );
  }

  // Who is buying decides the form (a guest gives an e-mail): wait until the session is known.
  if (session.auth.status === 'unknown') return <div className="cart-checkout" aria-busy="true" />;

  const isFree = cart.resultingSum === 0;
  if (options.length === 0) {
    return (
      <p className="notice" role="status" data-testid="payment-unavailable">
        {t('cart.checkout.noPaymentMethods')}
      </p>
    );
  }
  return (
    <form className="cart-checkout" onSubmit={form.handleSubmit} noValidate>
      <CheckoutPaymentOptions options={options} chosen={chosen} onChoose={setChosen} />
      {isGuest && <CheckoutGuestFields form={form} />}
      {form.problem && (
        <p className="field-error" role="alert" data-testid="checkout-error">
          {t(form.problem)}
        </p>
      )}
      <SubmitButton
        isBusy={form.isBusy}
        label={
          form.challenge
            ? t('cart.checkout.confirm')
            : isFree
              ? t('cart.checkout.getFree')
              : t('cart.checkout.pay', { amount: formatPrice(cart.resultingSum) })
        }
      />
      {!isFree && <p className="cart-checkout-note">{t('cart.checkout.secure')}</p>}
    </form>
  );
}
