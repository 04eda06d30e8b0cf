import { useTranslation } from '@/lib/i18n';
import type { CheckoutOption } from '../model/use-checkout-submit';

/** The payment method radios: only methods that can be used (with the provider's note). */
export function CheckoutPaymentOptions({
  options,
  chosen,
  onChoose,
}: {
  options: CheckoutOption[];
  chosen: string;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="cart-payment">
      <legend>{t('cart.payment.legend')}</legend>
      {options.map(({ value, method }) => (
        <label key={value} className="cart-payment-option">
          <input
            type="radio"
            name="payment-method"
            value={value}
            checked={chosen === value}
            onChange={() => onChoose(value)}
          />
          <span>{t(`cart.payment.${method.paymentMethod}`)}</span>
          {method.errorMessage && <span className="cart-payment-note">{method.errorMessage}</span>}
        </label>
      ))}
    </fieldset>
  );
}
