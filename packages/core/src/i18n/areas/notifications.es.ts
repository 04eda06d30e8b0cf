import type { Widen } from '../widen.js';
import type { notificationsEn } from './notifications.js';

export const notificationsEs: Widen<typeof notificationsEn> = {
  notifications: {
    button: 'Notificaciones',
    buttonUnread_one: 'Notificaciones, {{count}} sin leer',
    buttonUnread_other: 'Notificaciones, {{count}} sin leer',
    center: {
      title: 'Notificaciones',
      empty: 'Aún no tienes notificaciones',
      emptyText: 'Aquí verás novedades sobre tus compras, contenido nuevo y ofertas.',
      failed: 'No se pudieron cargar tus notificaciones.',
      retry: 'Reintentar',
      unread: 'Nueva',
    },
    open: 'Abrir',
    newTab: '(se abre en una pestaña nueva)',
    justNow: 'Ahora mismo',
    toasts: 'Notificaciones nuevas',
    dismiss: 'Descartar notificación',
    push: {
      title: '¿Activar las notificaciones?',
      text: 'Entérate de contenido nuevo, tus compras y ofertas, incluso con Parallax cerrado.',
      allow: 'Permitir',
      noThanks: 'No, gracias',
      enabled: 'Las notificaciones están activadas.',
      blocked:
        'Tu navegador bloquea las notificaciones. Permítelas en la configuración del sitio para activarlas.',
      unsupported: 'Este navegador no puede mostrar notificaciones.',
      failed: 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
      setting: 'Notificaciones push',
      settingText: 'En este dispositivo, incluso con Parallax cerrado.',
      settingBlocked: 'Bloqueadas en la configuración del sitio de este navegador.',
      settingUnsupported: 'Este navegador no puede mostrar notificaciones.',
    },
    discord: {
      label: 'Comunidad',
      title: 'Únete a la comunidad de Parallax en Discord',
      text: 'Conoce a otros espectadores, entérate antes del contenido nuevo y dinos qué crear después.',
      join: 'Unirse en Discord',
      close: 'Cerrar el banner de Discord',
    },
  },
};
