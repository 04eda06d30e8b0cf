import type { FeatureFlag } from '@parallax/core/contracts/flags';

/** spec 2 §4 "Source welcome popup": the flag naming the source value it is shown for. */
export const WELCOME_POPUP_FLAG = 'welcomePopup';

/** The source value the welcome popup is for, when its flag is on and names one. */
export function welcomePopupSource(flags: readonly FeatureFlag[] | undefined): string | null {
  const flag = flags?.find((candidate) => candidate.name === WELCOME_POPUP_FLAG);
  if (!flag?.isEnabled) return null;
  return flag.params.find((param) => param.label === 'source')?.value.trim() || null;
}

export type WelcomePopupVisitor = {
  /** The source the visitor arrived with (the query parameter, else the stored attribution). */
  source: string | null;
  /** The source value the popup is for (the flag). */
  popupSource: string | null;
  /** The source value whose popup this visitor has seen. */
  seenSource: string | null;
  isGuest: boolean;
  hasAcceptedRestrictedContent: boolean;
  isBot: boolean;
};

/**
 * spec 2 §4: once for the specific source value, for guests who accepted restricted content.
 * "Once" is per source value: a later campaign's popup shows again.
 */
export function shouldShowWelcomePopup(visitor: WelcomePopupVisitor): boolean {
  return (
    visitor.popupSource !== null &&
    visitor.source === visitor.popupSource &&
    visitor.seenSource !== visitor.popupSource &&
    visitor.isGuest &&
    visitor.hasAcceptedRestrictedContent &&
    !visitor.isBot
  );
}
