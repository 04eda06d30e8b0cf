import type { CartResponse } from '@parallax/core/contracts/cart';
import { codeProblem, emailProblem } from '@parallax/core/rules/auth';
import { useState, type FormEvent } from 'react';
import { useSession } from '@/data/session/session-context';
import { errorMessageKey, hasErrorType } from '@/lib/http';
import { startCheckout, type CheckoutChoice } from '../api/checkout';
import { hasServerCart } from './cart-presence';
import { readLocalCart } from './local-cart';

export type CheckoutOption = {
  value: string;
  choice: CheckoutChoice;
  method: CartResponse['paymentMethods'][number];
};

/** spec 1 §3: one option per acquiring type of an enabled method; one that cannot be used is not shown. */
export function optionsOf(methods: CartResponse['paymentMethods']): CheckoutOption[] {
  return methods.flatMap((method): CheckoutOption[] =>
    method.isEnabled
      ? method.availableAcquiringTypes.map((acquiringType) => ({
          value: `${method.paymentMethod}:${acquiringType}`,
          choice: { paymentMethod: method.paymentMethod, acquiringType },
          method,
        }))
      : [],
  );
}

type EmailChallenge = { token: string; email: string };

/** The checkout form's fields and its submit: a guest's e-mail, the mailed code, the payment start. */
export function useCheckoutSubmit(choice: CheckoutChoice | null, isGuest: boolean) {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [emailConsent, setEmailConsent] = useState(true);
  // Message keys, translated when shown (the language may change while one is on screen).
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Another checkout opened the account of this e-mail: its owner proves it with the mailed code.
  const [challenge, setChallenge] = useState<EmailChallenge | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

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
  const changeEmail = (value: string) => {
    setEmail(value);
    setEmailError(null);
    setChallenge(null);
    setCode('');
  };
  const changeCode = (value: string) => {
    setCode(value);
    setCodeError(null);
  };

  return {
    email,
    changeEmail,
    emailConsent,
    setEmailConsent,
    emailError,
    problem,
    isBusy,
    challenge,
    code,
    changeCode,
    codeError,
    resend: () => void submit(),
    handleSubmit,
  };
}

export type CheckoutSubmit = ReturnType<typeof useCheckoutSubmit>;
