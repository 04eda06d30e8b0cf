import { AccountChoicesSync } from './account-choices-sync';
import { AgeGate } from './age-gate';
import { CookieBanner } from './cookie-banner';
import { NoAgeParam } from './no-age-param';
import { WelcomePopupGate } from './welcome-popup-gate';

/**
 * Everything of spec 1 §2 "Age gate and banners" that floats above the page: the no-age
 * parameter, the age gate, the cookie banner and the welcome popup. (The safe-mode banner sits
 * in the page flow, under the header: safe-mode-banner.tsx.)
 */
export function GateLayer() {
  return (
    <>
      <NoAgeParam />
      <AccountChoicesSync />
      <AgeGate />
      <CookieBanner />
      <WelcomePopupGate />
    </>
  );
}
