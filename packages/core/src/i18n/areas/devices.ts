/**
 * Headsets and devices: the pair headset page (spec 2 §2, §5, §8) and the control panel's list of
 * signed-in devices.
 */
export const devicesEn = {
  pairHeadset: {
    title: 'Pair a headset',
    intro:
      'Open Parallax on your headset and choose Log in with a code. Enter the six characters it shows.',
    codeLabel: 'Code shown on your headset',
    confirm: 'Pair this device',
    confirmText:
      'Pair only a device you have in front of you that shows this code: it will be signed in to your account.',
    checking: 'Pairing…',
    success: 'Your {{device}} is signed in. Put on your headset: your library is waiting.',
    notMine: 'This is not my device',
    declined: 'The pairing was declined and the device was signed out.',
    another: 'Pair another device',
    signInTitle: 'Log in to pair a headset',
    signInText: 'Pairing signs your headset in to your account, so log in first.',
    signIn: 'Log in',
    errors: {
      wrong: 'Incorrect code. Check the code on your headset and try again.',
      expired: 'This code has expired. Your headset shows a new one.',
      tooMany: 'Too many wrong codes. Try again in 15 minutes.',
    },
  },
  devices: {
    title: 'Devices',
    intro: 'Browsers, headsets and apps signed in to your account.',
    loading: 'Loading your devices…',
    loadError: 'Your devices could not be loaded.',
    pair: 'Pair a headset',
    current: 'This device',
    lastActive: 'Last active {{date}}',
    signOut: 'Sign out',
    signedOut: 'The device was signed out.',
    signOutFailed: 'The device could not be signed out. Please try again.',
    platforms: { web_app: 'Web browser', desktop_app: 'Desktop app', quest3: 'Headset (Quest 3)' },
  },
  feeds: {
    title: 'VR player feeds',
    intro:
      'Stream your library in DeoVR or HereSphere: make a feed link and open it in the player. Anyone with the link can play your packs, so keep it to yourself.',
    label: 'Name of the link',
    labelPlaceholder: 'My Quest 3',
    create: 'Make a feed link',
    created: 'Open one of these in your VR player. They are shown only now.',
    deovr: 'DeoVR',
    heresphere: 'HereSphere',
    copy: 'Copy',
    copied: 'Copied',
    lastUsed: 'Last used {{date}}',
    neverUsed: 'Not used yet',
    revoke: 'Revoke',
    revoked: 'The feed link was revoked.',
    failed: 'That did not work. Please try again.',
    empty: 'No feed links yet.',
  },
};
