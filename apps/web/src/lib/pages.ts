/**
 * Whether the /subscription page exists in this build. It is not routed yet; until it is, links
 * to it would lead to the 404 page, so they stay hidden (the header's subscription button, the
 * origins pack's subscribe upsell). The subscription page flips this when it lands.
 */
export const HAS_SUBSCRIPTION_PAGE = false;
