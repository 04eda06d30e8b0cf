import type { Widen } from '../widen.js';
import type { gateEn } from './gate.js';

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
