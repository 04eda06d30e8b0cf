/**
 * Demo promo codes (spec 1 §3 promoCodeInfo), one of each kind the cart handles. ORIGINS20 is the
 * reward of the Mountains origins pack (demo-catalog.ts).
 */
export const demoPromoCodes = [
  { code: 'ORIGINS20', type: 'PERCENT', value: 20, scope: ['content', 'presale'] },
  { code: 'WELCOME10', type: 'PERCENT', value: 10, scope: ['content', 'presale', 'tariff'] },
  { code: 'FIVEOFF', type: 'FIXED', value: 500, scope: ['content', 'presale'] },
  { code: 'SUMMER25', type: 'PERCENT', value: 25, expiresAt: new Date('2025-09-01T00:00:00Z') },
  { code: 'LAUNCH50', type: 'PERCENT', value: 50, usageLimit: 100, usedCount: 100 },
];
