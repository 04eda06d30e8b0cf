import { pagePath } from '@parallax/core/pages';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { gateQueries } from '../api/welcome-content';

/**
 * spec 2 §4 "Source welcome popup", with a short list of new packs (spec 2 §7 "Source welcome
 * content list"). The owner decides when it shows and marks it seen on either action.
 */
export function WelcomePopup({
  source,
  onClose,
  onCreateAccount,
}: {
  source: string;
  onClose: () => void;
  onCreateAccount: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const listTitleId = useId();
  const content = useQuery(gateQueries.welcomeContent(source));

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      className="welcome-popup"
      testId="welcome-popup"
      initialFocus="[data-initial-focus]"
    >
      <DialogHeader title={t('gate.welcome.title')} titleId={titleId} onClose={onClose} />
      <div className="dialog-body">
        <p className="welcome-popup-text">{t('gate.welcome.text')}</p>
        {content.data && content.data.length > 0 && (
          <section aria-labelledby={listTitleId}>
            <h3 id={listTitleId} className="welcome-popup-list-title">
              {t('gate.welcome.listTitle')}
            </h3>
            <ul className="welcome-popup-list">
              {content.data.map((item) => (
                <li key={item.id}>
                  <Link to={pagePath('content', { slug: item.slug })} onClick={onClose}>
                    <img src={item.cover} alt="" width="64" height="80" loading="lazy" />
                    <span>{item.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" data-initial-focus onClick={onCreateAccount}>
            {t('gate.welcome.createAccount')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('gate.welcome.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
