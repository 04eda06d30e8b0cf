/** The app download cards and their dialogs. */
export const downloadAppEn = {
  downloadApp: {
    title: 'Get the Parallax app',
    intro: 'Play Parallax on a PC VR headset, on Meta Quest or on Pico. Choose how you watch.',
    installHere: 'Install on this device',
    installHereText: 'Your browser can install Parallax as an app on this device right now.',
    download: 'Download',
    downloadFor: 'Download for {{platform}}',
    openOnQuest: 'Open on my Meta Quest',
    howToInstall: 'How to install',
    howToInstallFor: 'How to install on {{platform}}',
    webAppTitle: 'Install the web app',
    howToWatch: {
      title: 'How to watch in VR',
      here: 'This device plays in VR: press Play in VR on a pack.',
      pair: 'Pair a headset',
      fullGuide: 'Read the full guide',
      browser: {
        title: 'In your headset’s browser',
        text: 'On Meta Quest or Pico, open {{address}} in the browser, log in with a code and press Play in VR.',
      },
      pcvr: {
        title: 'On a PC VR headset',
        text: 'With Meta Quest Link, SteamVR or Virtual Desktop, Chrome or Edge on your PC plays in your headset.',
        guide: 'Set up PC VR',
      },
      app: {
        title: 'With the headset app',
        text: 'The Parallax app keeps packs on the headset to play without a network.',
        get: 'Get the headset app',
      },
    },
    viewerApp: {
      title: 'Parallax on your headset',
      intro:
        'The Parallax app on Meta Quest and Pico plays your library in VR, keeps packs for offline play and signs in with a code: no password to type in VR.',
      stepInstall: 'Install the app on your headset:',
      stepInstallWeb:
        'In your headset’s browser, open {{address}} and choose Install app in the browser menu.',
      stepOpen: 'Open it and choose Log in: it shows a six-character code.',
      stepPair: 'On your phone or computer, go to {{address}} and enter the code.',
      allDownloads: 'All downloads',
    },
    platforms: {
      PCVR: {
        title: 'PC VR',
        text: 'A Windows PC with Meta Quest Link, SteamVR or Virtual Desktop.',
        webApp:
          'Open this site in Chrome or Edge on your PC and choose Install app in the address bar.',
      },
      Apk: {
        title: 'Quest sideload package',
        text: 'The APK for Meta Quest 3 and Pico 4 Ultra.',
        webApp:
          'Open this site in your headset’s browser and choose Install app or Add to home screen in its menu.',
      },
      MetaStore: {
        title: 'Meta store',
        text: 'Install Parallax on Meta Quest from the Meta Horizon store.',
        webApp: 'Open this site in the Meta Quest Browser and choose Install app in its menu.',
      },
    },
  },
} as const;
