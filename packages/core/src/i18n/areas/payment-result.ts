/** The page a payment returns to, and its toasts. */
export const paymentResultEn = {
  paymentResult: {
    title: 'Payment result',
    text: 'Your payment is being processed.',
    pendingTitle: 'Confirming your payment…',
    pendingText: 'This usually takes a few seconds.',
    slowText:
      'This is taking longer than usual. You can leave this page: your purchase completes on its own, and the receipt comes by e-mail.',
    successTitle: 'Thank you! Your purchase is complete',
    successText: 'A receipt is on its way to your e-mail.',
    failedTitle: 'The payment did not go through',
    reasons: {
      card_declined: 'Your card was declined. Try another card.',
      authentication_failed: 'The payment was not confirmed with your bank.',
      canceled: 'You left the payment page before paying.',
      trial_already_used:
        'The trial is for new customers, and this account has already had a subscription. Your payment has been refunded in full.',
      trial_card_used:
        'This card has already been used for a trial, so the trial cannot start. Your payment has been refunded in full. You can subscribe at the regular price.',
      other: 'The payment could not be completed.',
    },
    cartKept: 'Your cart is kept, so you can try again.',
    backToCart: 'Back to cart',
    owned: 'Owned',
    presale: 'Presale: every pack of it, now and to come',
    subscription: 'Subscription, active now',
    total: 'Total paid',
    card: 'Card ending in {{pan}}',
    openLibrary: 'Open your library',
    continue: 'Continue shopping',
    setPasswordTitle: 'One more step: choose a password',
    setPasswordText:
      'What you bought is saved to your new account. Choose a password to open your library and to sign in on your headset.',
    setPassword: 'Choose a password',
    signInToSee: 'Sign in with the account that paid to see this payment.',
    notFound: 'This payment was not found.',
    toastSuccess: 'Your purchase is complete.',
    toastFailed: 'Your payment did not go through.',
  },
} as const;
