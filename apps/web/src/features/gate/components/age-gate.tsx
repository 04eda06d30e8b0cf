import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';
import { useIsAgeGateShown } from '@/data/age-check/age-gate-state';
import { restrictedContentAcceptance } from '@/data/age-check/visitor-choices';
import '../gate.css';

/** Where Under 18 leaves to: a general-audience site, set at build time. */
export const UNDER_AGE_EXIT_URL =
  import.meta.env.VITE_UNDER_AGE_EXIT_URL || 'https://www.google.com/';

const ignoreClose = () => {};

/**
 * spec 1 §2, spec 2 §4 age gate: a permanent modal for guests (Esc and the backdrop do nothing).
 * Over 18 stores the acceptance on this device (and on the account once signed in, see
 * account-choices-sync.tsx); Under 18 leaves the site.
 */
export function AgeGate() {
  const { t } = useTranslation();
  const titleId = useId();
  const isShown = useIsAgeGateShown();
  if (!isShown) return null;

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={ignoreClose}
      className="age-gate"
      testId="age-gate"
      initialFocus="[data-initial-focus]"
    >
      <div className="dialog-body age-gate-body">
        <img className="age-gate-logo" src="/favicon.svg" alt="" width="56" height="56" />
        <h2 id={titleId} className="dialog-title">
          {t('gate.ageGate.title')}
        </h2>
        <p className="age-gate-text">{t('gate.ageGate.text')}</p>
        <div className="age-gate-actions">
          <button
            type="button"
            className="button"
            data-initial-focus
            onClick={() => restrictedContentAcceptance.set(true)}
          >
            {t('gate.ageGate.over18')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => window.location.assign(UNDER_AGE_EXIT_URL)}
          >
            {t('gate.ageGate.under18')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
