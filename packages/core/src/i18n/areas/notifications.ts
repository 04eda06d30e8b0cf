/**
 * Notifications (spec 2 §2-§4, §9; spec 1 §2): the header's notification button, the notification
 * center and its toasts, the push prompt and the push setting, and the Discord community banner.
 */
export const notificationsEn = {
  notifications: {
    button: 'Notifications',
    buttonUnread_one: 'Notifications, {{count}} unread',
    buttonUnread_other: 'Notifications, {{count}} unread',
    center: {
      title: 'Notifications',
      empty: 'No notifications yet',
      emptyText: 'News about your purchases, new content and offers will show up here.',
      failed: 'Your notifications could not be loaded.',
      retry: 'Try again',
      unread: 'New',
    },
    open: 'Open',
    newTab: '(opens in a new tab)',
    justNow: 'Just now',
    toasts: 'New notifications',
    dismiss: 'Dismiss notification',
    push: {
      title: 'Turn on notifications?',
      text: 'Hear about new content, your purchases and offers, even when Parallax is closed.',
      allow: 'Allow',
      noThanks: 'No thanks',
      enabled: 'Notifications are on.',
      blocked:
        'Notifications are blocked in your browser. Allow them in the site settings to turn them on.',
      unsupported: 'This browser cannot show notifications.',
      failed: 'Notifications could not be turned on. Please try again.',
      setting: 'Push notifications',
      settingText: 'On this device, even when Parallax is closed.',
      settingBlocked: 'Blocked in this browser’s site settings.',
      settingUnsupported: 'This browser cannot show notifications.',
    },
    discord: {
      label: 'Community',
      title: 'Join the Parallax community on Discord',
      text: 'Meet other viewers, hear about new content first and tell us what to make next.',
      join: 'Join on Discord',
      close: 'Close the Discord banner',
    },
  },
} as const;
