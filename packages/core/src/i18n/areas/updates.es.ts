import type { Widen } from '../widen.js';
import type { updatesEn } from './updates.js';

export const updatesEs: Widen<typeof updatesEn> = {
  updates: {
    prompt: {
      label: 'Actualización de la app',
      title: 'Hay una nueva versión de Parallax lista',
      text: 'Actualiza para cargarla: la página se recargará en un momento.',
      downloadActive: 'Hay una descarga en curso: la actualización se aplicará cuando termine.',
      waiting: 'La actualización se aplicará en cuanto termine tu descarga.',
      update: 'Actualizar',
      later: 'Más tarde',
      updating: 'Actualizando…',
    },
    android: {
      label: 'Actualización de la app',
      availableTitle: 'Hay una actualización disponible',
      availableText: 'La versión {{version}} de la app Parallax está lista para descargar.',
      download: 'Descargar',
      downloadingTitle: 'Descargando la actualización…',
      progress: '{{percent}} %',
      progressLabel: 'Progreso de la descarga de la actualización',
      downloadedTitle: 'La actualización se ha descargado',
      downloadedText: 'Instala la versión {{version}} para terminar.',
      install: 'Instalar',
      errorTitle: 'Error de actualización',
      errorText: 'No se pudo descargar o instalar la actualización.',
      retry: 'Reintentar',
      close: 'Cerrar',
    },
  },
};
