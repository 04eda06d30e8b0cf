/**
 * The e-mails the server sends (spec 1 §5 codes, the user-confirm link, receipts). A catalogue of
 * its own: only the server reads it, so the web app's bundle does not carry it.
 */
export const mailEn = {
  mail: {
    signature: 'Parallax',
    code: {
      registration: { subject: 'Your Parallax sign-up code', intro: 'Welcome to Parallax!' },
      password_reset: {
        subject: 'Your Parallax password reset code',
        intro: 'Somebody asked to reset the password of this account.',
      },
      code: 'Your code is {{code}}.',
      expires: 'It expires in {{minutes}} minutes.',
      ignore: 'If this was not you, you can ignore this e-mail.',
    },
    userConfirm: {
      subject: 'Finish setting up your Parallax account',
      ready: 'Your Parallax account is ready.',
      choosePassword:
        'Choose a password to finish setting it up and to sign in on your other devices.',
      action: 'Set your password',
    },
    receipt: {
      subject: 'Your Parallax receipt',
      thanks: 'Thank you for your purchase. It is in your library now.',
      order: 'Order {{id}}',
      promo: 'Promo code {{code}}: −{{amount}}',
      total: 'Total paid: {{amount}}',
      card: 'Paid with the card ending in {{pan}}.',
      action: 'Open your library',
    },
    /** spec 1 §8 hour_lock, told to the owner only (the sign-in answer does not say it). */
    signInLocked: {
      subject: 'Signing in to your Parallax account is blocked for an hour',
      blocked:
        'Somebody entered a wrong password for your Parallax account five times in a row, so signing in is blocked for one hour.',
      restore:
        'If it was you and you forgot your password, you can restore it with “Forgot password?” when you sign in: a new password lifts the block at once.',
      notYou: 'If it was not you, your account is safe: the block keeps the guessing out.',
      action: 'Go to Parallax',
    },
    /** spec 1 §3 Subscription: what happens to a subscription, told to its subscriber. */
    subscription: {
      trialEnding: {
        subject: 'Your Parallax trial ends in 2 days',
        body: 'Your {{tariff}} trial ends on {{date}}. Then your card is charged {{price}} and the subscription carries on.',
        cancel: 'To stop it, cancel before then with Manage subscription.',
      },
      paymentFailed: {
        subject: 'Your Parallax subscription payment failed',
        body: 'We could not charge {{price}} for your {{tariff}} subscription.',
        grace: 'You keep access until {{date}} while we try again. Check your card with your bank.',
      },
      recovered: {
        subject: 'Your Parallax subscription is active again',
        body: 'We charged {{price}} for your {{tariff}} subscription. It runs until {{date}}.',
      },
      expired: {
        subject: 'Your Parallax subscription has ended',
        body: 'Your {{tariff}} subscription has ended and its packs are locked again.',
        resubscribe: 'You can subscribe again at any time.',
      },
      cancelled: {
        subject: 'Your Parallax subscription is cancelled',
        body: 'Your {{tariff}} subscription is cancelled: your card will not be charged again.',
        lastDay: 'You keep access until {{date}}.',
      },
      action: 'Open your subscription',
    },
  },
} as const;
