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
    /**
     * spec 2 §3 Report and support: the acknowledgements, the moderators' answers (the e-mail and
     * the notification's title) and the copy forwarded to the support address.
     */
    desk: {
      reportReceived: {
        subject: 'We received your report',
        body: 'Thank you for telling us about “{{title}}”. A moderator will look at it and answer you here and in your notifications.',
      },
      supportReceived: {
        subject: 'We received your support request',
        body: 'Thank you for writing to us. We will answer at this address as soon as we can.',
      },
      yourMessage: 'Your message:',
      /** Closes a message to an address nobody proved is the sender's: it quotes nothing of theirs. */
      notYou: 'If you did not write to us, you can ignore this e-mail.',
      reference: 'Reference: {{id}}',
      reportAnswered: {
        subject: 'Your report was answered',
        body: 'A moderator answered your report about “{{title}}”:',
      },
      supportAnswered: {
        subject: 'Your support request was answered',
        body: 'Our support team answered your request:',
      },
      reportForward: {
        subject: 'Content report: {{title}}',
        from: 'From: {{name}} <{{email}}>',
        content: 'Content pack: {{title}} ({{id}})',
      },
      supportForward: {
        subject: 'Support request from {{email}}',
        from: 'From: {{email}}',
        setup: 'VR setup: {{setup}}. Headset: {{headset}}. GPU: {{gpu}}.',
        content: 'Sent from the page of {{title}} ({{id}})',
      },
      notSaid: 'not given',
      openDesk: 'Open the moderator’s desk',
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
    /** An operator's news to the users who agreed to e-mail (RFC 8058 one-click unsubscribe). */
    marketing: {
      action: 'Open Parallax',
      why: 'You get this e-mail because you agreed to news from Parallax.',
      unsubscribe: 'Unsubscribe',
      unsubscribeLine: 'Unsubscribe: {{url}}',
    },
  },
} as const;
