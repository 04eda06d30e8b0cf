import type { CredentialEnding } from '@parallax/core/contracts/credentials';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { credentialEndingsQuery, refreshCredentials, signOutEverywhere } from '../api/credentials';
import { endedParts } from '../model/credential-ending';

type Step = 'idle' | 'confirming' | 'working';

/**
 * "Sign out everywhere" (every other session, device, feed link, push subscription, unfinished
 * pairing and sign-in link ends; this browser stays), and what the account's latest such endings
 * took — after claiming the address, a password reset or change too — so the owner sees what
 * somebody else, or a forgotten device, lost.
 */
export function CredentialsBlock() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const endings = useQuery(credentialEndingsQuery());
  const [step, setStep] = useState<Step>('idle');

  const confirm = () => {
    setStep('working');
    signOutEverywhere().then(
      () => {
        setStep('idle');
        showToast('credentials.done', { tone: 'success' });
        void refreshCredentials(queryClient);
      },
      () => {
        setStep('confirming');
        showToast('credentials.failed', { tone: 'error' });
      },
    );
  };

  return (
    <section
      className="settings-block"
      aria-labelledby="credentials-title"
      data-testid="credentials"
    >
      <h4 id="credentials-title" className="settings-title">
        {t('credentials.title')}
      </h4>
      <p className="settings-text">{t('credentials.intro')}</p>
      <SignOutEverywhere step={step} onStep={setStep} onConfirm={confirm} />
      {endings.isError && (
        <p className="settings-text" role="alert">
          {t('credentials.loadError')}
        </p>
      )}
      {endings.data && endings.data.endings.length > 0 && (
        <CredentialEndings endings={endings.data.endings} />
      )}
    </section>
  );
}

/** The button, then its confirmation (confirm or cancel) while asking and working. */
function SignOutEverywhere({
  step,
  onStep,
  onConfirm,
}: {
  step: Step;
  onStep: (step: Step) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return step === 'idle' ? (
    <button type="button" className="button button-secondary" onClick={() => onStep('confirming')}>
      {t('credentials.signOut')}
    </button>
  ) : (
    <div className="credentials-confirm" role="group" aria-labelledby="credentials-confirm-text">
      <p id="credentials-confirm-text" className="settings-text">
        {t('credentials.confirmText')}
      </p>
      <button
        type="button"
        className="button"
        disabled={step === 'working'}
        aria-busy={step === 'working'}
        onClick={onConfirm}
      >
        {t(step === 'working' ? 'credentials.working' : 'credentials.confirm')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={step === 'working'}
        onClick={() => onStep('idle')}
      >
        {t('credentials.cancel')}
      </button>
    </div>
  );
}

/** What the account's latest endings took, newest first. */
function CredentialEndings({ endings }: { endings: readonly CredentialEnding[] }) {
  const { t } = useTranslation();
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const endedText = (ending: CredentialEnding) => {
    const parts = endedParts(ending.ended);
    if (parts.length === 0) return t('credentials.nothing');
    const list = parts.map(({ kind, count }) => t(`credentials.kinds.${kind}`, { count }));
    const joined = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(list);
    return t('credentials.ended', { list: joined });
  };

  return (
    <>
      <h5 className="settings-label">{t('credentials.historyTitle')}</h5>
      <ul className="device-list" data-testid="credential-endings">
        {endings.map((ending) => (
          <li
            key={`${ending.endedAt}-${ending.reason}`}
            className="device-row"
            data-testid="credential-ending"
          >
            <span className="device-name">
              <strong>{t(`credentials.reasons.${ending.reason}`)}</strong>
              <small>{dateOf(ending.endedAt)}</small>
              <span>{endedText(ending)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
