/** The demo's feature flags and FAQ. */

export const demoFeatureFlags = [
  { name: 'inAppUpdateCheck', isEnabled: false, params: [] },
  {
    name: 'guidePlatforms',
    isEnabled: true,
    params: [
      { label: 'PCVR', value: 'PCVR' },
      { label: 'MetaStore', value: 'MetaStore' },
      { label: 'Apk', value: 'Apk' },
    ],
  },
  { name: 'offlineDownloads', isEnabled: true, params: [{ label: 'limit', value: '1' }] },
  { name: 'welcomePopup', isEnabled: true, params: [{ label: 'source', value: 'spring26' }] },
  { name: 'metaStoreSignUpModal', isEnabled: true, params: [] },
  {
    name: 'discordBanner',
    isEnabled: true,
    params: [],
    customInfo: { url: 'https://discord.com/invite/parallax-demo' },
  },
  // spec 1 §4 personal discounts, by priority: source-14 visitors, subscribers upgrading, then
  // buyers of packs (what they spent counts towards a tariff, up to maxDiscountPercentage).
  {
    name: 'source14Discount',
    isEnabled: true,
    params: [{ label: 'discountPercentage', value: '40' }],
    sources: ['source14'],
  },
  {
    name: 'subscriptionUpgradeDiscount',
    isEnabled: true,
    params: [{ label: 'discountPercentage', value: '20' }],
  },
  {
    name: 'payAsYouGoDiscount',
    isEnabled: true,
    params: [{ label: 'maxDiscountPercentage', value: '50' }],
  },
  {
    // spec 2 §3 Card ownership: a pack subscribers may claim for keeps, a new drop every week,
    // each claimable for 48 hours.
    name: 'cardOwnershipPromo',
    isEnabled: true,
    params: [],
    customInfo: {
      slug: 'earthrise',
      firstDropAt: '2026-01-05T12:00:00.000Z',
      dropEveryDays: 7,
      visibilityWindowHours: 48,
    },
  },
  { name: 'cryptoPayments', isEnabled: true, params: [], platforms: ['web_app', 'desktop_app'] },
  {
    // spec 2 §2 download-app modal: a download address per platform (labels PCVR, MetaStore, Apk)
    // and `appLink`, an address that opens the installed app (spec 2 §4 download app flow). The
    // apps are this web app installed as a PWA (spec/README), so the demo has no store listing or
    // package to point at: each card explains how to install the web app until an address is set.
    name: 'appDownloads',
    isEnabled: true,
    params: [],
  },
  {
    // spec 1 §2, spec 2 §2: the Android package's in-app update check shows only when enabled
    // here; the package is announced at /android/{source}/latest.json (modules/releases).
    name: 'androidInAppUpdate',
    isEnabled: false,
    params: [],
  },
  {
    // The footer's handy and social links (spec 1 §2); a link without an address is left out.
    name: 'footerLinks',
    isEnabled: true,
    params: [
      { label: 'support', value: 'mailto:support@parallax.example' },
      { label: 'reportContent', value: 'mailto:report@parallax.example' },
      { label: 'affiliate', value: 'mailto:partners@parallax.example' },
      { label: 'twitter', value: 'https://x.com/parallax_demo' },
      { label: 'instagram', value: 'https://www.instagram.com/parallax_demo' },
      { label: 'discord', value: 'https://discord.com/invite/parallax-demo' },
    ],
  },
];

export const demoFaqs: Record<'en' | 'es', { question: string; answer: string }[]> = {
  en: [
    [
      'What do I need to watch?',
      'A VR headset with a modern browser (Meta Quest, Pico) or any computer or phone for the 2D viewer.',
    ],
    [
      'What is the difference between 180° and 360°?',
      '360° surrounds you completely; 180° covers the half in front of you with more detail.',
    ],
    [
      'What does 3D stereo mean?',
      'Each eye gets its own picture, so near things look near and far things far.',
    ],
    [
      'Can I watch offline?',
      'Yes. Download a pack you own to your device and play it without a connection.',
    ],
    ['Do I keep what I buy?', 'Yes. Packs you buy stay in your library for good.'],
    [
      'What does a subscription include?',
      'Every pack in the store while it is active; annual and lifetime also include exclusives.',
    ],
    [
      'Is there anything free to try?',
      'Yes — Alpine Dawn is a free demo, and many packs have free trial scenes.',
    ],
    [
      'How do I get help?',
      'Write to support from the control panel; we answer within one working day.',
    ],
  ].map(([question, answer]) => ({ question: question as string, answer: answer as string })),
  es: [
    [
      '¿Qué necesito para verlo?',
      'Un visor VR con un navegador moderno (Meta Quest, Pico) o cualquier ordenador o móvil con el visor 2D.',
    ],
    [
      '¿Qué diferencia hay entre 180° y 360°?',
      '360° te rodea por completo; 180° cubre la mitad que tienes delante con más detalle.',
    ],
    [
      '¿Qué significa 3D estéreo?',
      'Cada ojo recibe su propia imagen: lo cercano se ve cerca y lo lejano, lejos.',
    ],
    [
      '¿Puedo verlo sin conexión?',
      'Sí. Descarga en tu dispositivo un pack que tengas y reprodúcelo sin conexión.',
    ],
    [
      '¿Conservo lo que compro?',
      'Sí. Los packs que compras se quedan en tu biblioteca para siempre.',
    ],
    [
      '¿Qué incluye una suscripción?',
      'Todos los packs de la tienda mientras esté activa; la anual y la vitalicia incluyen además exclusivas.',
    ],
    [
      '¿Hay algo gratis para probar?',
      'Sí: Alpine Dawn es una demo gratuita y muchos packs tienen escenas de prueba gratis.',
    ],
    [
      '¿Cómo consigo ayuda?',
      'Escribe a soporte desde el panel de control; respondemos en un día laborable.',
    ],
  ].map(([question, answer]) => ({ question: question as string, answer: answer as string })),
};
