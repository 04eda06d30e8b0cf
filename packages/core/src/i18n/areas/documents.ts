/** Documents, the blog, the how-to-watch-in-VR guide and the download-app modal. */
export const documentsEn = {
  documents: {
    loading: 'Loading the page…',
    updated: 'Last updated {{date}}',
    inEnglish: 'This page is not available in your language yet, so it is shown in English.',
  },
  blog: {
    title: 'Parallax blog',
    metaTitle: 'Blog | Parallax',
    description:
      'Stories from behind the camera, how VR scenes are made, and tips for watching comfortably.',
    loading: 'Loading the blog…',
    empty: 'No posts yet. Come back soon.',
    back: 'Back to the blog',
    readingTime_one: '{{count}} min read',
    readingTime_other: '{{count}} min read',
  },
  guide: {
    title: 'How to watch in VR',
    metaTitle: 'How to watch in VR | Parallax',
    description:
      'Set up Parallax on Meta Quest, Pico 4 Ultra or a Windows PC VR headset, step by step.',
    intro:
      'Parallax plays in your headset and on Windows PC VR. Choose how you want to watch and follow the steps.',
    browserTip:
      'No install needed to try it: open this site in your headset’s browser, choose a pack and select Play in VR.',
    platformLegend: 'Choose your platform',
    platforms: {
      MetaStore: 'Meta Quest store',
      PCVR: 'Windows PC VR',
      Apk: 'APK for Quest 3 / Pico 4 Ultra',
    },
    steps: 'Steps',
    videoLabel: 'A scene starting in the headset, at 1.5× speed',
    buyOnWeb:
      'Buy packs and subscriptions here on the website: they appear in the app as soon as you sign in.',
    buyOnWebOnly:
      'Purchases are made on the Parallax website, in a browser on your phone or computer; they appear here as soon as they are complete.',
    metaStore: {
      title: 'Meta Quest store',
      intro:
        'The Parallax app in the Meta Horizon Store is this store made for Meta Quest: it runs in the headset and plays scenes in VR.',
      passwordNotice:
        'You sign in to the headset app with your e-mail or username and a password. If you do not have a Parallax account with a password yet, create one on this site first.',
      createAccount: 'Create an account',
      socialNotice:
        'You signed up with Google or X. The headset app signs in with a password, so set one for your account first.',
      steps: [
        'Put on your Meta Quest 3, 3S, 2 or Pro and open the Store from the menu bar.',
        'Search for Parallax, select Get (the app is free), then Install.',
        'Open Parallax from your Library and sign in with your e-mail or username and password.',
        'Choose a pack you own or the free Alpine Dawn demo, select Play in VR and allow the immersive view when the headset asks.',
      ],
    },
    pcvr: {
      title: 'Windows PC VR',
      intro:
        'Watch on a Windows PC with a PC VR headset, or with a Quest or Pico connected to the PC. Parallax runs in Google Chrome or Microsoft Edge and hands each scene to the VR runtime (OpenXR) of your PC.',
      runtimeLegend: 'Connect with',
      runtimes: {
        QuestLink: 'Meta Quest Link',
        SteamVR: 'SteamVR',
        VirtualDesktop: 'Virtual Desktop',
      },
      free: 'Free',
      steps: {
        QuestLink: [
          'Install the Meta Quest Link app on your PC from Meta’s website and sign in with your Meta account.',
          'In the Link app, open Settings → General and set Meta Quest Link as the active OpenXR runtime.',
          'Connect your Quest with a USB 3 cable, or use Air Link on 5 GHz Wi-Fi, and start Quest Link from the headset’s Quick Settings.',
          'On the PC, open Parallax in Chrome or Edge, choose a pack and select Play in VR.',
        ],
        SteamVR: [
          'Install Steam and SteamVR, connect your headset and finish the SteamVR room setup.',
          'In SteamVR, open Settings → OpenXR and select Set SteamVR as OpenXR runtime.',
          'Index, Vive and other SteamVR headsets connect directly; a Quest or Pico connects through Steam Link or its own PC app.',
          'On the PC, open Parallax in Chrome or Edge, choose a pack and select Play in VR.',
        ],
        VirtualDesktop: [
          'Buy Virtual Desktop ({{price}}) in your headset’s store; it is available for Meta Quest and Pico.',
          'Install the free Virtual Desktop Streamer on your PC and add your headset account name in it.',
          'Connect the PC to your router with a cable and the headset to 5 GHz or 6 GHz Wi-Fi, then start Virtual Desktop in the headset.',
          'Keep VDXR as the OpenXR runtime in Virtual Desktop’s streaming settings, open Parallax in Chrome or Edge on the PC and select Play in VR.',
        ],
      },
      comparison: {
        caption: 'The runtimes compared',
        feature: 'Feature',
        price: 'Price',
        connection: 'Connection',
        headsets: 'Headsets',
        bestFor: 'Best for',
        values: {
          QuestLink: {
            connection: 'USB 3 cable or Air Link (Wi-Fi)',
            headsets: 'Meta Quest',
            bestFor: 'The lowest latency, over a cable',
          },
          SteamVR: {
            connection: 'Depends on the headset',
            headsets: 'Index, Vive and most PC VR headsets',
            bestFor: 'Headsets made for PC VR',
          },
          VirtualDesktop: {
            connection: 'Wi-Fi only',
            headsets: 'Meta Quest and Pico',
            bestFor: 'The best wireless picture',
          },
        },
      },
      gpu: {
        title: 'Graphics card',
        text: 'Your graphics card decodes and draws every scene, so an up-to-date driver matters as much as the model.',
        tips: [
          'Update the NVIDIA or AMD driver from the maker’s website.',
          'On a laptop with two graphics chips, open Windows Settings → System → Display → Graphics, choose your browser and set it to High performance.',
          'Quest Link over a cable needs a USB 3 port; Air Link and Virtual Desktop work best with the PC connected to the router by cable.',
        ],
      },
      troubleshooting: {
        title: 'Troubleshooting',
        tips: [
          'Play in VR does nothing: check that your runtime is the active OpenXR runtime and that the headset is connected before you open the page.',
          'The picture stutters: close other apps that use the graphics card and lower the resolution in your runtime’s settings.',
          'The browser says VR is not supported: use Chrome or Edge; Firefox cannot show VR.',
        ],
      },
    },
    requirements: {
      title: 'Windows system requirements',
      gpu: 'Graphics card',
      gpuValue: 'NVIDIA GeForce GTX 1070 or AMD Radeon RX 5700, or better',
      software: 'Software',
      softwareValue:
        'Windows 10 or 11 (64-bit), a current Google Chrome or Microsoft Edge, and Meta Quest Link, SteamVR or Virtual Desktop',
      headset: 'Headset',
      headsetValue:
        'Meta Quest 3, 3S, 2 or Pro, Pico 4 Ultra, Valve Index, HTC Vive or another SteamVR headset',
      troubleshoot: 'Troubleshoot',
      troubleshootHint: '(opens in a new tab)',
    },
    apk: {
      title: 'APK for Quest 3 / Pico 4 Ultra',
      intro:
        'The APK is the Parallax app as an Android package that you install yourself (sideload). Download parallax.apk from the Install app window on this site.',
      quest: 'Meta Quest 3',
      questSteps: [
        'In the Meta Horizon app on your phone, open Devices → Headset settings and turn on Developer mode (Meta asks you to register as a developer first; it is free).',
        'Connect the headset to your computer with a USB-C cable and allow USB debugging in the headset.',
        'Install the APK with SideQuest, or in a terminal with adb install parallax.apk.',
        'In the headset, open your Library, choose Unknown sources and start Parallax.',
      ],
      pico: 'Pico 4 Ultra',
      picoSteps: [
        'Copy parallax.apk to the headset over USB, or download it in the headset’s browser.',
        'Open the Files app and select the APK under Installation packages.',
        'Allow installation from unknown sources when asked, then select Install.',
        'Start Parallax from your Library and sign in.',
      ],
    },
  },
} as const;
