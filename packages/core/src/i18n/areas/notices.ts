/**
 * What the product's own events write in a user's notification center (spec 2 §3 Notification)
 * and web push. A catalogue of its own: only the server reads it, so the web app's bundle does
 * not carry it.
 */
export const noticesEn = {
  notices: {
    purchase: {
      title: 'Your purchase is ready',
      description: '{{items}} is in your library now.',
      button: 'Open library',
    },
    subscribed: {
      title: 'Your subscription is active',
      description: 'Your {{tariff}} subscription is active: its packs are open to you now.',
      button: 'Open subscription',
    },
    presaleContent: {
      title: 'New in {{category}}',
      description: '{{title}} is out now, and it is yours with the presale you bought.',
      button: 'Watch now',
    },
    trialEnding: {
      title: 'Your trial ends in 2 days',
      description:
        'Your {{tariff}} trial ends on {{date}}. Then your card is charged {{price}}; cancel before then to stop it.',
      button: 'Manage subscription',
    },
    renewalFailed: {
      title: 'Your subscription payment failed',
      description:
        'We could not charge {{price}} for your {{tariff}} subscription. You keep access until {{date}} while we try again.',
      button: 'Manage subscription',
    },
  },
} as const;
