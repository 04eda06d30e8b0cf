/**
 * How many of each thing a user can grow one account holds at once. The specs give no numbers;
 * these are ours, each well above what one person uses, so only a script or a mistake meets them.
 * What one sender may send the desk an hour is `DESK_LIMITS` (rules/support.ts).
 */

/**
 * Live feed links (spec 2 §3 library, for VR players): one per player and headset is plenty.
 * One more is refused (`FeedLinkLimitReached`) until the user revokes one: each link is a
 * credential to the library, so the user chooses which one goes, never the server.
 */
export const MAX_FEED_LINKS = 10;

/**
 * Web push subscriptions (spec 2 §3 notification): one per browser profile that allowed
 * notifications. One more drops the one refreshed longest ago instead of refusing: browsers
 * replace their subscriptions on their own (a new endpoint after clearing data or a reinstall),
 * so the oldest is almost always a browser that is gone, and a refusal would leave the browser
 * the user is holding without notifications for the sake of one nobody reads.
 */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

/**
 * Live sessions (spec 2 §2 the devices list): browsers, paired headsets, desktop apps. A new
 * sign-in past this ends the session idle longest rather than refusing the sign-in: whoever signs
 * in is at the device they mean to use, and the session left idle longest is the one nobody is
 * using (a browser whose cookies were cleared leaves its session behind until it expires).
 */
export const MAX_LIVE_SESSIONS = 30;
