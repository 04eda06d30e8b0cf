import type { devicesEn } from './devices.js';
import type { Widen } from '../widen.js';

export const devicesEs: Widen<typeof devicesEn> = {
  pairHeadset: {
    title: 'Vincular un visor',
    intro:
      'Abre Parallax en tu visor y elige Iniciar sesión con un código. Introduce los seis caracteres que muestra.',
    codeLabel: 'Código que muestra tu visor',
    confirm: 'Vincular este dispositivo',
    confirmText:
      'Vincula solo un dispositivo que tengas delante y que muestre este código: iniciará sesión en tu cuenta.',
    checking: 'Vinculando…',
    success: 'Tu {{device}} ha iniciado sesión. Ponte el visor: tu biblioteca te espera.',
    notMine: 'Este no es mi dispositivo',
    declined: 'Se rechazó la vinculación y se cerró la sesión del dispositivo.',
    another: 'Vincular otro dispositivo',
    signInTitle: 'Inicia sesión para vincular un visor',
    signInText: 'Al vincular, tu visor inicia sesión en tu cuenta, así que inicia sesión primero.',
    signIn: 'Iniciar sesión',
    errors: {
      wrong: 'Código incorrecto. Comprueba el código de tu visor e inténtalo de nuevo.',
      expired: 'Este código ha caducado. Tu visor muestra uno nuevo.',
      tooMany: 'Demasiados códigos incorrectos. Inténtalo de nuevo en 15 minutos.',
    },
  },
  devices: {
    title: 'Dispositivos',
    intro: 'Navegadores, visores y aplicaciones con sesión iniciada en tu cuenta.',
    loading: 'Cargando tus dispositivos…',
    loadError: 'No se pudieron cargar tus dispositivos.',
    pair: 'Vincular un visor',
    current: 'Este dispositivo',
    lastActive: 'Última actividad: {{date}}',
    signOut: 'Cerrar sesión',
    signedOut: 'Se cerró la sesión del dispositivo.',
    signOutFailed: 'No se pudo cerrar la sesión del dispositivo. Inténtalo de nuevo.',
    platforms: {
      web_app: 'Navegador web',
      desktop_app: 'Aplicación de escritorio',
      quest3: 'Visor (Quest 3)',
    },
  },
  feeds: {
    title: 'Feeds para reproductores VR',
    intro:
      'Reproduce tu biblioteca en DeoVR o HereSphere: crea un enlace de feed y ábrelo en el reproductor. Cualquiera con el enlace puede reproducir tus packs, así que no lo compartas.',
    label: 'Nombre del enlace',
    labelPlaceholder: 'Mi Quest 3',
    create: 'Crear un enlace de feed',
    created: 'Abre uno de estos en tu reproductor VR. Solo se muestran ahora.',
    deovr: 'DeoVR',
    heresphere: 'HereSphere',
    copy: 'Copiar',
    copied: 'Copiado',
    lastUsed: 'Último uso: {{date}}',
    neverUsed: 'Aún sin usar',
    revoke: 'Revocar',
    revoked: 'Se revocó el enlace de feed.',
    failed: 'No ha funcionado. Inténtalo de nuevo.',
    empty: 'Aún no hay enlaces de feed.',
  },
};
