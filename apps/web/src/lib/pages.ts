/**
 * Whether the /subscription page exists in this build. It belongs to the subscription issue and
 * is not routed yet; until it is, links to it would lead to the 404 page, so they stay hidden (the
 * header's subscription button, the origins pack's subscribe upsell). That issue flips this.
 */
export const HAS_SUBSCRIPTION_PAGE = false;
