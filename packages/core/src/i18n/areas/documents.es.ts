import type { Widen } from '../widen.js';
import type { documentsEn } from './documents.js';

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
