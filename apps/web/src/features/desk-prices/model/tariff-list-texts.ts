// The tariff editor's lists (the plan card's lines, the trial's packs), in English and Spanish.

const en = {
  features: 'Lines of the plan card',
  featuresHint:
    'In the order the card shows them. A Spanish text left empty shows the English one.',
  feature: (position: number) => `Line ${position}`,
  icon: 'Icon (library, download, star…)',
  featureEn: 'Text (English)',
  featureEs: 'Text (Spanish)',
  addFeature: 'Add a line',
  trialPacks: 'Packs the trial opens',
  trialPack: (position: number) => `Pack ${position}`,
  choosePack: 'Choose a pack',
  addTrialPack: 'Add a pack',
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  remove: (what: string) => `Remove ${what}`,
  noneYet: 'None yet.',
};

export const TARIFF_LIST_TEXTS = {
  en,
  es: {
    features: 'Líneas de la tarjeta del plan',
    featuresHint:
      'En el orden en que la tarjeta las muestra. Un texto en español vacío muestra el inglés.',
    feature: (position) => `Línea ${position}`,
    icon: 'Icono (library, download, star…)',
    featureEn: 'Texto (inglés)',
    featureEs: 'Texto (español)',
    addFeature: 'Añadir una línea',
    trialPacks: 'Packs que abre la prueba',
    trialPack: (position) => `Pack ${position}`,
    choosePack: 'Elige un pack',
    addTrialPack: 'Añadir un pack',
    moveUp: (what) => `Subir ${what}`,
    moveDown: (what) => `Bajar ${what}`,
    remove: (what) => `Quitar ${what}`,
    noneYet: 'Ninguno todavía.',
  },
} satisfies Record<'en' | 'es', typeof en>;
