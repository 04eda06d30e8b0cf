import type { CartResponse } from '@parallax/core/contracts/cart';
import { codeProblem, emailProblem } from '@parallax/core/rules/auth';
import { formatPrice } from '@parallax/core/rules/price';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { isPaymentSupported } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { startCheckout, type CheckoutChoice } from '../api/checkout';
import { hasServerCart } from '../model/cart-presence';
import { readLocalCart } from '../model/local-cart';

type Option = {
  value: string;
  choice: CheckoutChoice | null;
  method: CartResponse['paymentMethods'][number];
};

/** spec 1 §3: one option per acquiring type of an enabled method; a disabled method says why. */
function optionsOf(methods: CartResponse['paymentMethods']): Option[] {
  return methods.flatMap((method): Option[] =>
    method.isEnabled && method.availableAcquiringTypes.length > 0
      ? method.availableAcquiringTypes.map((acquiringType) => ({
          value: `${method.paymentMethod}:${acquiringType}`,
          choice: { paymentMethod: method.paymentMethod, acquiringType },
          method,
        }))
      : [{ value: `${method.paymentMethod}:none`, choice: null, method }],
  );
}

/**
 * spec 1 §4 checkout on the cart page: the payment method, a guest's e-mail (quick registration;
 * an address with an account asks to log in) and the pay button, which goes to the provider's
 * payment page. Where payment is unsupported (the app embedded in the viewer) it says where to buy.
 */
export function CheckoutForm({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthModal } = useAuthModal();
  const options = optionsOf(cart.paymentMethods);
  const [chosen, setChosen] = useState(() => options.find((option) => option.choice)?.value ?? '');
  const [email, setEmail] = useState('');
  const [emailConsent, setEmailConsent] = useState(true);
  // Message keys, translated when shown (the language may change while one is on screen).
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Another checkout opened the account of this e-mail: its owner proves it with the mailed code.
  const [challenge, setChallenge] = useState<{ token: string; email: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const isGuest = session.auth.status !== 'authenticated';

  if (!isPaymentSupported()) {
    return (
      <p className="notice" data-testid="payment-unsupported">
        {t('cart.checkout.unsupported')}
      </p>
    );
  }

  // Who is buying decides the form (a guest gives an e-mail): wait until the session is known.
  if (session.auth.status === 'unknown') return <div className="cart-checkout" aria-busy="true" />;

  const choice = options.find((option) => option.value === chosen)?.choice ?? null;
  const submit = async (confirmation?: { token: string; confirmation: string }) => {
    if (isBusy || !choice) return;
    setProblem(null);
    const emailKey = isGuest ? emailProblem(email) : null;
    setEmailError(emailKey && `errors.${emailKey}`);
    if (emailKey) return;
    setIsBusy(true);
    try {
      const asked = await startCheckout(choice, {
        localCart: hasServerCart(session) ? null : readLocalCart(),
        ...(isGuest ? { email: email.trim(), emailConsent, confirmation } : {}),
      });
      if (asked) {
        setIsBusy(false);
        setChallenge({ token: asked.emailConfirmation.token, email: asked.email });
        setCodeError(null);
      }
      // Otherwise the browser is leaving for the payment page; the button stays busy until then.
    } catch (error) {
      setIsBusy(false);
      const messageKey = errorMessageKey(error);
      if (hasErrorType(error, 'ProceedToLogin')) setEmailError(messageKey);
      else if (confirmation) setCodeError(messageKey);
      else setProblem(messageKey);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) {
      void submit();
      return;
    }
    const codeKey = codeProblem(code);
    setCodeError(codeKey && `errors.${codeKey}`);
    if (!codeKey) void submit({ token: challenge.token, confirmation: code.trim() });
  };

  const isFree = cart.resultingSum === 0;
  return (
    <form className="cart-checkout" onSubmit={handleSubmit} noValidate>
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
              onChange={() => setChosen(value)}
            />
            <span>{t(`cart.payment.${method.paymentMethod}`)}</span>
            {method.errorMessage && (
              <span className="cart-payment-note">{method.errorMessage}</span>
            )}
          </label>
        ))}
      </fieldset>
      {isGuest && (
        <>
          <TextField
            label={t('cart.checkout.email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(value) => {
              setEmail(value);
              setEmailError(null);
              setChallenge(null);
              setCode('');
            }}
            error={emailError ? t(emailError) : undefined}
            errorAction={
              emailError === 'errors.proceed_to_login' ? (
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
          {challenge && (
            <div className="cart-checkout-code" data-testid="checkout-code">
              <p className="notice" role="status">
                {t('cart.checkout.codeSent', { email: challenge.email })}
              </p>
              <TextField
                label={t('cart.checkout.code')}
                name="code"
                autoComplete="one-time-code"
                autoFocus
                maxLength={6}
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setCodeError(null);
                }}
                error={codeError ? t(codeError) : undefined}
              />
              <button
                type="button"
                className="link-button"
                disabled={isBusy}
                onClick={() => void submit()}
              >
                {t('cart.checkout.resend')}
              </button>
            </div>
          )}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={emailConsent}
              onChange={(event) => setEmailConsent(event.target.checked)}
            />
            <span>{t('cart.checkout.consent')}</span>
          </label>
        </>
      )}
      {problem && (
        <p className="field-error" role="alert" data-testid="checkout-error">
          {t(problem)}
        </p>
      )}
      <SubmitButton
        isBusy={isBusy}
        label={
          challenge
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
