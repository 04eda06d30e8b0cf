import type { Widen } from '../widen.js';
import type { libraryEn } from './library.js';

export const libraryEs: Widen<typeof libraryEn> = {
  library: {
    title: 'Biblioteca',
    empty: 'Los packs de contenido que añadas aparecerán aquí.',
    loading: 'Cargando tu biblioteca…',
    loadError: 'No se pudo cargar tu biblioteca.',
    browse: 'Explorar la tienda',
    offline:
      'Estás sin conexión: esta es tu biblioteca tal como la viste la última vez. Los packs guardados en este dispositivo se siguen reproduciendo.',
    otherCategory: 'Otros packs',
    buttons: {
      launch_in_vr: 'Iniciar en VR',
      ready_to_download: 'Descargar',
      ready_to_resume_download: 'Reanudar descarga',
      ready_to_update: 'Actualizar',
      ready_to_decompress: 'Descomprimir',
      preparing_to_launch: 'Iniciando…',
      progress: 'Descargando…',
      ready_to_play: 'Reproducir',
      playing: 'Detener sesión',
      playing_other: 'Reproducir',
      loading: 'Cargando…',
      adding_to_library: 'Añadiendo…',
      ready_add_to_library: 'Añadir a la biblioteca',
      added_to_library: 'Añadido',
    },
    actions: {
      play2d: 'Reproducir en 2D',
      pause: 'Pausar',
      cancel: 'Cancelar',
      removeFromDevice: 'Eliminar del dispositivo',
      removeFromLibrary: 'Quitar de la biblioteca',
    },
    activity: {
      downloading: 'Descargando…',
      updating: 'Actualizando…',
      decompressing: 'Descomprimiendo…',
    },
    status: { updateAvailable: 'Actualización disponible', paused: 'En pausa' },
    progress: '{{received}} / {{total}} ({{percent}}%)',
    progressLabel: 'Progreso de la descarga de {{title}}',
    playingOther: 'Detén la sesión en curso antes de empezar otra.',
    toasts: {
      addFailed: 'No se pudo añadir el pack a tu biblioteca. Inténtalo de nuevo.',
      downloadFailed: 'La descarga se ha detenido. Puedes reanudarla donde se quedó.',
      updateFailed: 'No se pudo actualizar. Inténtalo de nuevo.',
      decompressionFailed: 'No se pudo descomprimir la descarga. Inténtalo de nuevo.',
      insufficientStorage:
        'No hay espacio suficiente para descargar la escena. Libera {{gb}} GB de almacenamiento e inténtalo de nuevo.',
      offlineLimit_one:
        'Solo se puede guardar {{count}} pack sin conexión en este dispositivo. Elimina uno en Descargas para hacer sitio.',
      offlineLimit_other:
        'Solo se pueden guardar {{count}} packs sin conexión en este dispositivo. Elimina uno en Descargas para hacer sitio.',
      removed: 'Eliminado de este dispositivo',
      removeFailed: 'No se pudo quitar el pack de tu biblioteca. Inténtalo de nuevo.',
      nothingToDownload: 'Este pack no tiene nada que este dispositivo pueda descargar.',
    },
    downloads: {
      title: 'Descargas',
      intro: 'Packs de contenido guardados en este dispositivo para verlos sin conexión.',
      empty: 'No hay packs de contenido guardados en este dispositivo.',
      sizeOnDevice: '{{size}} en este dispositivo',
      active_one: '{{count}} descarga en curso',
      active_other: '{{count}} descargas en curso',
      storage: '{{used}} usados, {{free}} libres',
      open: 'Abrir',
      remove: 'Eliminar',
      removeLabel: 'Eliminar {{title}} de este dispositivo',
      offlineLimit: 'Packs sin conexión en este dispositivo',
      folder:
        'Los packs se guardan en el almacenamiento de este navegador. Elegir una carpeta de descargas requiere la aplicación de escritorio de Parallax.',
      offlineLimitHint:
        'Cuando haya este número de packs en el dispositivo, elimina uno para descargar otro.',
    },
  },
};
