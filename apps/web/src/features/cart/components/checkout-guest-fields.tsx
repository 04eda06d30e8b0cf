import { TextField } from '@/components/ui/text-field';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutSubmit } from '../model/use-checkout-submit';

/** A guest's e-mail (quick registration), the mailed code when the address has an account, consent. */
export function CheckoutGuestFields({ form }: { form: CheckoutSubmit }) {
  const { t } = useTranslation();
  const { openAuthModal } = useAuthModal();
  return (
    <>
      <TextField
        label={t('cart.checkout.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={form.email}
        onChange={form.changeEmail}
        error={form.emailError ? t(form.emailError) : undefined}
        errorAction={
          form.emailError === 'errors.proceed_to_login' ? (
            <button
              type="button"
              className="link-button"
              onClick={() => openAuthModal('login')}
              data-testid="checkout-login"
            >
              {t('cart.checkout.login')}
            </button>
          ) : undefined
        }
        hint={t('cart.checkout.emailHint')}
      />
      {form.challenge && <CheckoutCodeField form={form} email={form.challenge.email} />}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.emailConsent}
          onChange={(event) => form.setEmailConsent(event.target.checked)}
        />
        <span>{t('cart.checkout.consent')}</span>
      </label>
    </>
  );
}

function CheckoutCodeField({ form, email }: { form: CheckoutSubmit; email: string }) {
  const { t } = useTranslation();
  return (
    <div className="cart-checkout-code" data-testid="checkout-code">
      <p className="notice" role="status">
        {t('cart.checkout.codeSent', { email })}
      </p>
      <TextField
        label={t('cart.checkout.code')}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        maxLength={6}
        value={form.code}
        onChange={form.changeCode}
        error={form.codeError ? t(form.codeError) : undefined}
      />
      <button type="button" className="link-button" disabled={form.isBusy} onClick={form.resend}>
        {t('cart.checkout.resend')}
      </button>
    </div>
  );
}
