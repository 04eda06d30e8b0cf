import type { Widen } from '../widen.js';

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

export const documentsEs: Widen<typeof documentsEn> = {
  documents: {
    loading: 'Cargando la página…',
    updated: 'Última actualización: {{date}}',
    inEnglish: 'Esta página aún no está disponible en tu idioma, así que se muestra en inglés.',
  },
  blog: {
    title: 'Blog de Parallax',
    metaTitle: 'Blog | Parallax',
    description:
      'Historias de detrás de la cámara, cómo se hacen las escenas VR y consejos para verlas con comodidad.',
    loading: 'Cargando el blog…',
    empty: 'Aún no hay artículos. Vuelve pronto.',
    back: 'Volver al blog',
    readingTime_one: '{{count}} min de lectura',
    readingTime_other: '{{count}} min de lectura',
  },
  guide: {
    title: 'Cómo verlo en VR',
    metaTitle: 'Cómo verlo en VR | Parallax',
    description:
      'Configura Parallax en Meta Quest, Pico 4 Ultra o un visor VR de PC con Windows, paso a paso.',
    intro:
      'Parallax se reproduce en tu visor y en la VR de PC con Windows. Elige cómo quieres verlo y sigue los pasos.',
    browserTip:
      'Para probarlo no hace falta instalar nada: abre este sitio en el navegador del visor, elige un pack y selecciona Reproducir en VR.',
    platformLegend: 'Elige tu plataforma',
    platforms: {
      MetaStore: 'Tienda de Meta Quest',
      PCVR: 'VR de PC con Windows',
      Apk: 'APK para Quest 3 / Pico 4 Ultra',
    },
    steps: 'Pasos',
    videoLabel: 'Una escena empezando en el visor, a velocidad 1,5×',
    buyOnWeb:
      'Compra packs y suscripciones aquí, en el sitio web: aparecen en la app en cuanto inicias sesión.',
    buyOnWebOnly:
      'Las compras se hacen en el sitio web de Parallax, desde el navegador del móvil o del ordenador; aparecen aquí en cuanto se completan.',
    metaStore: {
      title: 'Tienda de Meta Quest',
      intro:
        'La app de Parallax de la Meta Horizon Store es esta tienda preparada para Meta Quest: funciona en el visor y reproduce las escenas en VR.',
      passwordNotice:
        'En la app del visor inicias sesión con tu correo o tu nombre de usuario y una contraseña. Si aún no tienes una cuenta de Parallax con contraseña, créala antes en este sitio.',
      createAccount: 'Crear una cuenta',
      socialNotice:
        'Te registraste con Google o X. La app del visor inicia sesión con contraseña, así que antes crea una para tu cuenta.',
      steps: [
        'Ponte tu Meta Quest 3, 3S, 2 o Pro y abre la Tienda desde la barra de menú.',
        'Busca Parallax, selecciona Obtener (la app es gratuita) y después Instalar.',
        'Abre Parallax desde tu Biblioteca e inicia sesión con tu correo o tu nombre de usuario y tu contraseña.',
        'Elige un pack que tengas o la demo gratuita Alpine Dawn, selecciona Reproducir en VR y permite la vista inmersiva cuando el visor lo pida.',
      ],
    },
    pcvr: {
      title: 'VR de PC con Windows',
      intro:
        'Míralo en un PC con Windows con un visor de VR para PC, o con un Quest o un Pico conectado al PC. Parallax funciona en Google Chrome o Microsoft Edge y entrega cada escena al entorno de VR (OpenXR) de tu PC.',
      runtimeLegend: 'Conectar con',
      runtimes: {
        QuestLink: 'Meta Quest Link',
        SteamVR: 'SteamVR',
        VirtualDesktop: 'Virtual Desktop',
      },
      free: 'Gratis',
      steps: {
        QuestLink: [
          'Instala la app Meta Quest Link en tu PC desde el sitio web de Meta e inicia sesión con tu cuenta de Meta.',
          'En la app Link, abre Ajustes → General y define Meta Quest Link como entorno OpenXR activo.',
          'Conecta tu Quest con un cable USB 3, o usa Air Link con wifi de 5 GHz, e inicia Quest Link desde los ajustes rápidos del visor.',
          'En el PC, abre Parallax en Chrome o Edge, elige un pack y selecciona Reproducir en VR.',
        ],
        SteamVR: [
          'Instala Steam y SteamVR, conecta tu visor y termina la configuración de la sala de SteamVR.',
          'En SteamVR, abre Ajustes → OpenXR y selecciona Establecer SteamVR como entorno OpenXR.',
          'Index, Vive y los demás visores de SteamVR se conectan directamente; un Quest o un Pico se conecta con Steam Link o con su propia app para PC.',
          'En el PC, abre Parallax en Chrome o Edge, elige un pack y selecciona Reproducir en VR.',
        ],
        VirtualDesktop: [
          'Compra Virtual Desktop ({{price}}) en la tienda de tu visor; está disponible para Meta Quest y Pico.',
          'Instala en tu PC el programa gratuito Virtual Desktop Streamer y añade en él el nombre de la cuenta de tu visor.',
          'Conecta el PC al router con un cable y el visor a una wifi de 5 GHz o 6 GHz, y abre Virtual Desktop en el visor.',
          'Deja VDXR como entorno OpenXR en los ajustes de streaming de Virtual Desktop, abre Parallax en Chrome o Edge en el PC y selecciona Reproducir en VR.',
        ],
      },
      comparison: {
        caption: 'Los entornos, comparados',
        feature: 'Característica',
        price: 'Precio',
        connection: 'Conexión',
        headsets: 'Visores',
        bestFor: 'Ideal para',
        values: {
          QuestLink: {
            connection: 'Cable USB 3 o Air Link (wifi)',
            headsets: 'Meta Quest',
            bestFor: 'La latencia más baja, con cable',
          },
          SteamVR: {
            connection: 'Depende del visor',
            headsets: 'Index, Vive y la mayoría de visores de VR para PC',
            bestFor: 'Visores pensados para la VR de PC',
          },
          VirtualDesktop: {
            connection: 'Solo wifi',
            headsets: 'Meta Quest y Pico',
            bestFor: 'La mejor imagen sin cables',
          },
        },
      },
      gpu: {
        title: 'Tarjeta gráfica',
        text: 'Tu tarjeta gráfica decodifica y dibuja cada escena, así que un controlador actualizado importa tanto como el modelo.',
        tips: [
          'Actualiza el controlador de NVIDIA o AMD desde el sitio web del fabricante.',
          'En un portátil con dos chips gráficos, abre Configuración de Windows → Sistema → Pantalla → Gráficos, elige tu navegador y ponlo en Alto rendimiento.',
          'Quest Link con cable necesita un puerto USB 3; Air Link y Virtual Desktop funcionan mejor con el PC conectado al router por cable.',
        ],
      },
      troubleshooting: {
        title: 'Solución de problemas',
        tips: [
          'Reproducir en VR no hace nada: comprueba que tu entorno es el entorno OpenXR activo y que el visor está conectado antes de abrir la página.',
          'La imagen va a saltos: cierra otras aplicaciones que usen la tarjeta gráfica y baja la resolución en los ajustes de tu entorno.',
          'El navegador dice que la VR no es compatible: usa Chrome o Edge; Firefox no puede mostrar VR.',
        ],
      },
    },
    requirements: {
      title: 'Requisitos del sistema en Windows',
      gpu: 'Tarjeta gráfica',
      gpuValue: 'NVIDIA GeForce GTX 1070 o AMD Radeon RX 5700, o superior',
      software: 'Software',
      softwareValue:
        'Windows 10 u 11 (64 bits), una versión actual de Google Chrome o Microsoft Edge, y Meta Quest Link, SteamVR o Virtual Desktop',
      headset: 'Visor',
      headsetValue:
        'Meta Quest 3, 3S, 2 o Pro, Pico 4 Ultra, Valve Index, HTC Vive u otro visor de SteamVR',
      troubleshoot: 'Solucionar problemas',
      troubleshootHint: '(se abre en una pestaña nueva)',
    },
    apk: {
      title: 'APK para Quest 3 / Pico 4 Ultra',
      intro:
        'El APK es la app de Parallax como paquete de Android que instalas tú mismo (instalación manual). Descarga parallax.apk desde la ventana Instalar la app de este sitio.',
      quest: 'Meta Quest 3',
      questSteps: [
        'En la app Meta Horizon del móvil, abre Dispositivos → Ajustes del visor y activa el Modo desarrollador (Meta te pide antes registrarte como desarrollador; es gratis).',
        'Conecta el visor al ordenador con un cable USB-C y permite la depuración USB en el visor.',
        'Instala el APK con SideQuest o, en un terminal, con adb install parallax.apk.',
        'En el visor, abre tu Biblioteca, elige Orígenes desconocidos e inicia Parallax.',
      ],
      pico: 'Pico 4 Ultra',
      picoSteps: [
        'Copia parallax.apk al visor por USB o descárgalo con el navegador del visor.',
        'Abre la app Archivos y selecciona el APK en Paquetes de instalación.',
        'Permite la instalación desde orígenes desconocidos cuando te lo pida y selecciona Instalar.',
        'Abre Parallax desde tu Biblioteca e inicia sesión.',
      ],
    },
  },
};
