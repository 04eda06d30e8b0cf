import type { Widen } from '../widen.js';
import type { cartEn } from './cart.js';

export const cartEs: Widen<typeof cartEn> = {
  cart: {
    title: 'Carrito',
    metaTitle: 'Tu carrito | Parallax',
    headerButton_one: 'Carrito, {{count}} artículo',
    headerButton_other: 'Carrito, {{count}} artículos',
    loading: 'Cargando tu carrito…',
    loadError: 'No se pudo cargar tu carrito.',
    empty: 'Tu carrito está vacío.',
    browse: 'Explorar la tienda',
    items: 'Artículos',
    remove: 'Quitar {{title}}',
    by: 'de {{name}}',
    contentCount_one: '{{count}} escena',
    contentCount_other: '{{count}} escenas',
    presale: 'Preventa',
    subscription: 'Suscripción',
    lifetime: 'De por vida',
    days: '{{count}} días',
    trial: 'Prueba de {{days}} días, después {{price}}',
    customPrice: 'Tu precio',
    coveredByPresale: 'Incluido en tu preventa',
    coveredByLifetime: 'Incluido en tu suscripción de por vida',
    promo: {
      label: 'Código promocional',
      apply: 'Aplicar',
      remove: 'Quitar el código promocional',
      applied: 'Código promocional {{code}}: −{{amount}}',
      fromAddressApplied: 'El código promocional {{code}} está en tu carrito.',
      fromAddressSaved:
        'El código promocional {{code}} está en tu carrito. Aún no descuenta nada: añade algo a lo que se aplique.',
    },
    payment: {
      legend: 'Método de pago',
      card: 'Tarjeta',
      crypto: 'Cripto',
      paypal: 'PayPal',
    },
    totals: {
      subtotal: 'Subtotal',
      discount: 'Descuento',
      total: 'Total',
    },
    checkout: {
      email: 'Correo electrónico',
      emailHint:
        'Aquí te llega el recibo, y con él se crea tu cuenta de Parallax: eliges una contraseña después de pagar.',
      consent: 'Enviadme novedades y ofertas por correo',
      pay: 'Pagar {{amount}}',
      getFree: 'Obtener gratis',
      opening: 'Abriendo la página de pago…',
      login: 'Iniciar sesión',
      codeSent:
        'Ya hay una compra en curso con {{email}}. Para comprar con esta dirección, introduce el código que acabamos de enviarle por correo.',
      code: 'Código del correo',
      confirm: 'Confirmar y pagar',
      resend: 'Enviar un código nuevo',
      secure: 'Pagas en la página segura de nuestro proveedor de pagos.',
      unsupported:
        'Las compras se hacen en el sitio web de Parallax. Ábrelo en el navegador de tu ordenador o móvil para comprar.',
    },
    addToCart: 'Añadir al carrito',
    addedToCart: 'Añadido al carrito',
    inCart: 'En el carrito',
    viewInCart: 'Ver en el carrito',
    owned: 'Ya tienes este pack',
    customPriceLabel: 'Tu precio en dólares (mínimo {{min}})',
    customPriceTooLow: 'El precio debe ser de al menos {{min}}.',
  },
};
