/** Age gate, cookie banner, safe mode, welcome popup and the offline notices. */
export const gateEn = {
  gate: {
    ageGate: {
      title: 'Are you 18 or older?',
      text: 'Parallax is meant for adults. Confirm that you are at least 18 years old to enter the store.',
      over18: 'Over 18',
      under18: 'Under 18',
    },
    cookies: {
      label: 'Cookies',
      text: 'We use cookies to keep you signed in, remember your choices and see how the store is used.',
      customize: 'Customize',
      customizeHint: 'Opens the cookie policy in a new tab',
      ok: 'OK',
    },
    safeMode: {
      label: 'Safe mode',
      title: 'You are browsing in safe mode',
      text: 'Some links and extras stay hidden until you verify your age.',
      verify: 'Verify age',
    },
    welcome: {
      title: 'Welcome to Parallax!',
      text: 'Glad you found us. Create a free account to keep your library, hear about new packs first and carry on from any device.',
      listTitle: 'New in the store',
      createAccount: 'Create an account',
      close: 'Maybe later',
    },
  },
} as const;
