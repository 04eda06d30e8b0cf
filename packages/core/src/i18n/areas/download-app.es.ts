import type { Widen } from '../widen.js';
import type { downloadAppEn } from './download-app.js';

export const downloadAppEs: Widen<typeof downloadAppEn> = {
  downloadApp: {
    title: 'Consigue la app de Parallax',
    intro: 'Disfruta Parallax en un visor de PC VR, en Meta Quest o en Pico. Elige cómo lo ves.',
    installHere: 'Instalar en este dispositivo',
    installHereText:
      'Tu navegador puede instalar Parallax como app en este dispositivo ahora mismo.',
    download: 'Descargar',
    downloadFor: 'Descargar para {{platform}}',
    openOnQuest: 'Abrir en mi Meta Quest',
    howToInstall: 'Cómo instalarla',
    howToInstallFor: 'Cómo instalarla en {{platform}}',
    webAppTitle: 'Instala la app web',
    howToWatch: {
      title: 'Cómo ver en VR',
      here: 'Este dispositivo reproduce en VR: pulsa Reproducir en VR en un pack.',
      pair: 'Vincular un visor',
      fullGuide: 'Leer la guía completa',
      browser: {
        title: 'En el navegador de tu visor',
        text: 'En Meta Quest o Pico, abre {{address}} en el navegador, inicia sesión con un código y pulsa Reproducir en VR.',
      },
      pcvr: {
        title: 'En un visor de PC VR',
        text: 'Con Meta Quest Link, SteamVR o Virtual Desktop, Chrome o Edge en tu PC reproducen en tu visor.',
        guide: 'Configurar PC VR',
      },
      app: {
        title: 'Con la aplicación del visor',
        text: 'La aplicación de Parallax guarda packs en el visor para reproducirlos sin red.',
        get: 'Obtener la aplicación del visor',
      },
    },
    viewerApp: {
      title: 'Parallax en tu visor',
      intro:
        'La aplicación de Parallax en Meta Quest y Pico reproduce tu biblioteca en VR, guarda packs para verlos sin conexión e inicia sesión con un código: sin escribir contraseñas en VR.',
      stepInstall: 'Instala la aplicación en tu visor:',
      stepInstallWeb:
        'En el navegador de tu visor, abre {{address}} y elige Instalar aplicación en el menú del navegador.',
      stepOpen: 'Ábrela y elige Iniciar sesión: muestra un código de seis caracteres.',
      stepPair: 'En tu teléfono u ordenador, ve a {{address}} e introduce el código.',
      allDownloads: 'Todas las descargas',
    },
    platforms: {
      PCVR: {
        title: 'PC VR',
        text: 'Un PC con Windows y Meta Quest Link, SteamVR o Virtual Desktop.',
        webApp:
          'Abre este sitio en Chrome o Edge en tu PC y elige Instalar app en la barra de direcciones.',
      },
      Apk: {
        title: 'Paquete para instalar en Quest',
        text: 'El APK para Meta Quest 3 y Pico 4 Ultra.',
        webApp:
          'Abre este sitio en el navegador de tu visor y elige Instalar app o Añadir a la pantalla de inicio en su menú.',
      },
      MetaStore: {
        title: 'Tienda de Meta',
        text: 'Instala Parallax en Meta Quest desde la tienda Meta Horizon.',
        webApp: 'Abre este sitio en Meta Quest Browser y elige Instalar app en su menú.',
      },
    },
  },
};
