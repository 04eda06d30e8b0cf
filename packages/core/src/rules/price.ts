/** spec 1 §9: conversion to cents multiplies by 100 (rounded, so 19.99 → 1999 exactly). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** spec 1 §9: dollar sign, whole amounts without decimals, others with 2 decimals. */
export function formatPrice(dollars: number): string {
  const cents = toCents(dollars);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * spec 1 §9: discount percent is rounded, and 0 if the price is at or below 0 or the final price is
 * not lower.
 */
export function discountPercent(price: number, finalPrice: number): number {
  if (price <= 0 || finalPrice >= price) return 0;
  return Math.round((1 - finalPrice / price) * 100);
}

/**
 * spec 1 §9: a banner (presale, personal discount) shows its discount percent only when the old
 * price is above 0 and differs from the price; null when it shows none.
 */
export function bannerDiscountPercent(oldPrice: number | null, price: number): number | null {
  if (oldPrice === null || oldPrice <= 0 || oldPrice === price) return null;
  const percent = discountPercent(oldPrice, price);
  return percent > 0 ? percent : null;
}
