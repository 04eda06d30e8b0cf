import type { DeviceSession } from '@parallax/core/contracts/devices';
import { pagePath } from '@parallax/core/pages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { devicesQuery, signOutDevice } from '../api/devices';

/**
 * The devices signed in to the account — browsers, paired headsets, apps — each of which can be
 * signed out from here (its next call or refresh is refused), and the way to pair a headset.
 */
export function DevicesBlock({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery());
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = (session: DeviceSession) => {
    setRemoving(session.id);
    signOutDevice(session.id).then(
      () => {
        setRemoving(null);
        showToast('devices.signedOut');
        void queryClient.invalidateQueries({ queryKey: devicesQuery().queryKey });
      },
      () => {
        setRemoving(null);
        showToast('devices.signOutFailed', { tone: 'error' });
      },
    );
  };

  const lastActive = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <section className="settings-block" aria-labelledby="devices-title" data-testid="devices">
      <h4 id="devices-title" className="settings-title">
        {t('devices.title')}
      </h4>
      <p className="settings-text">{t('devices.intro')}</p>
      {devices.isPending ? (
        <p className="settings-text" aria-busy="true">
          {t('devices.loading')}
        </p>
      ) : devices.isError ? (
        <p className="settings-text" role="alert">
          {t('devices.loadError')}
        </p>
      ) : (
        <ul className="device-list">
          {devices.data.sessions.map((session) => (
            <li key={session.id} className="device-row" data-testid="device-row">
              <span className="device-name">
                <strong>{t(`devices.platforms.${session.clientType}`)}</strong>
                {session.isCurrent && (
                  <span className="device-current"> · {t('devices.current')}</span>
                )}
                <small>{t('devices.lastActive', { date: lastActive(session.lastActiveAt) })}</small>
              </span>
              {!session.isCurrent && (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={removing === session.id}
                  onClick={() => remove(session)}
                >
                  {t('devices.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link className="button" to={pagePath('pairHeadset')} onClick={onNavigate}>
        {t('devices.pair')}
      </Link>
    </section>
  );
}
