import type { Widen } from '../widen.js';

/** Age gate, cookie banner, safe mode, welcome popup and the offline notices. */
export const gateEn = {
  gate: {
    ageGate: {
      title: 'Are you 18 or older?',
      text: 'Parallax is meant for adults. Confirm that you are at least 18 years old to enter the store.',
      over18: 'Over 18',
      under18: 'Under 18',
    },
    cookies: {
      label: 'Cookies',
      text: 'We use cookies to keep you signed in, remember your choices and see how the store is used.',
      customize: 'Customize',
      customizeHint: 'Opens the cookie policy in a new tab',
      ok: 'OK',
    },
    safeMode: {
      label: 'Safe mode',
      title: 'You are browsing in safe mode',
      text: 'Some links and extras stay hidden until you verify your age.',
      verify: 'Verify age',
    },
    welcome: {
      title: 'Welcome to Parallax!',
      text: 'Glad you found us. Create a free account to keep your library, hear about new packs first and carry on from any device.',
      listTitle: 'New in the store',
      createAccount: 'Create an account',
      close: 'Maybe later',
    },
  },
} as const;

export const gateEs: Widen<typeof gateEn> = {
  gate: {
    ageGate: {
      title: '¿Tienes 18 años o más?',
      text: 'Parallax está pensado para adultos. Confirma que tienes al menos 18 años para entrar en la tienda.',
      over18: 'Mayor de 18',
      under18: 'Menor de 18',
    },
    cookies: {
      label: 'Cookies',
      text: 'Usamos cookies para mantener tu sesión iniciada, recordar tus preferencias y ver cómo se usa la tienda.',
      customize: 'Personalizar',
      customizeHint: 'Abre la política de cookies en una pestaña nueva',
      ok: 'Aceptar',
    },
    safeMode: {
      label: 'Modo seguro',
      title: 'Estás navegando en modo seguro',
      text: 'Algunos enlaces y extras permanecen ocultos hasta que verifiques tu edad.',
      verify: 'Verificar edad',
    },
    welcome: {
      title: '¡Te damos la bienvenida a Parallax!',
      text: 'Nos alegra que nos hayas encontrado. Crea una cuenta gratuita para guardar tu biblioteca, enterarte antes que nadie de los nuevos packs y seguir desde cualquier dispositivo.',
      listTitle: 'Novedades en la tienda',
      createAccount: 'Crear una cuenta',
      close: 'Quizá más tarde',
    },
  },
};
