/**
 * Whether the /subscription page exists in this build (spec 1 §2). Links to it (the header's
 * subscription button, the origins pack's subscribe upsell) show only when it does.
 */
export const HAS_SUBSCRIPTION_PAGE = true;
