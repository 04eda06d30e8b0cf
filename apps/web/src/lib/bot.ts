/**
 * Search engine and link-preview crawlers (spec 1 §6: bots are never in safe mode and never see
 * the age gate; video preload and autoplay stay off for them). Headless browsers are not bots.
 */
const CRAWLER =
  /bot\b|crawler|spider|slurp|googlebot|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|applebot|yandex|baiduspider|duckduckbot|petalbot|semrush|ahrefs/i;

export function isBotUserAgent(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

export const isBot = (): boolean =>
  typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
