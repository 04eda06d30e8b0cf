import { useTranslation } from '@/lib/i18n';
import type { CheckoutOption } from '../model/use-checkout-submit';

/** The payment method radios; a disabled method shows the provider's reason. */
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
      {options.map(({ value, choice: option, method }) => (
        <label key={value} className="cart-payment-option">
          <input
            type="radio"
            name="payment-method"
            value={value}
            checked={chosen === value}
            disabled={option === null}
            onChange={() => onChoose(value)}
          />
          <span>{t(`cart.payment.${method.paymentMethod}`)}</span>
          {method.errorMessage && <span className="cart-payment-note">{method.errorMessage}</span>}
        </label>
      ))}
    </fieldset>
  );
}
