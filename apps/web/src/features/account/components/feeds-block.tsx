import type { CreatedFeedLink, FeedLink } from '@parallax/core/contracts/feeds';
import { MAX_FEED_LINKS } from '@parallax/core/rules/account-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessageKey } from '@/lib/http';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { createFeedLink, feedLinksQuery, revokeFeedLink } from '../api/devices';

/**
 * Feed links for VR players: DeoVR and HereSphere read the user's library through one (its
 * token is in the URL, shown once when made), until it is revoked here.
 */
export function FeedsBlock() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useQuery(feedLinksQuery());
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<CreatedFeedLink | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const labelId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedLinksQuery().queryKey });

  const create = (event: FormEvent) => {
    event.preventDefault();
    const name = label.trim() || t('feeds.labelPlaceholder');
    setIsBusy(true);
    createFeedLink(name).then(
      (link) => {
        setIsBusy(false);
        setCreated(link);
        setLabel('');
        void refresh();
      },
      (error: unknown) => {
        setIsBusy(false);
        const isFull = error instanceof ApiError && error.errorType === 'FeedLinkLimitReached';
        showToast(isFull ? errorMessageKey(error) : 'feeds.failed', { tone: 'error' });
        if (isFull) void refresh();
      },
    );
  };
  // The most links an account holds: one is revoked to make another (the server refuses more).
  const isFull = links.isSuccess && links.data.items.length >= MAX_FEED_LINKS;

  const revoke = (id: string) => {
    revokeFeedLink(id).then(
      () => {
        if (created?.id === id) setCreated(null);
        showToast('feeds.revoked');
        void refresh();
      },
      () => showToast('feeds.failed', { tone: 'error' }),
    );
  };

  return (
    <section className="settings-block" aria-labelledby="feeds-title" data-testid="feeds">
      <h4 id="feeds-title" className="settings-title">
        {t('feeds.title')}
      </h4>
      <p className="settings-text">{t('feeds.intro')}</p>
      {created && <CreatedFeedUrls created={created} />}
      {links.isSuccess &&
        (links.data.items.length === 0 ? (
          <p className="settings-text">{t('feeds.empty')}</p>
        ) : (
          <FeedLinkList links={links.data.items} onRevoke={revoke} />
        ))}
      <form className="feed-create" onSubmit={create}>
        <label className="settings-label" htmlFor={labelId}>
          {t('feeds.label')}
        </label>
        <input
          id={labelId}
          className="field-input"
          value={label}
          maxLength={100}
          placeholder={t('feeds.labelPlaceholder')}
          onChange={(event) => setLabel(event.target.value)}
        />
        <button type="submit" className="button button-secondary" disabled={isBusy || isFull}>
          {t('feeds.create')}
        </button>
      </form>
      {isFull && (
        <p className="settings-text" role="note" data-testid="feeds-full">
          {t('errors.feed_link_limit')}
        </p>
      )}
    </section>
  );
}

/** A new link's addresses, shown once: its token is not shown again. */
function CreatedFeedUrls({ created }: { created: CreatedFeedLink }) {
  const { t } = useTranslation();
  return (
    <div className="feed-urls" role="status" data-testid="feed-urls">
      <p className="settings-text">{t('feeds.created')}</p>
      <FeedUrl name={t('feeds.deovr')} url={created.deovrUrl} />
      <FeedUrl name={t('feeds.heresphere')} url={created.heresphereUrl} />
    </div>
  );
}

function FeedUrl({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(() => setIsCopied(true));
  };
  return (
    <div className="feed-url">
      <span className="settings-label">{name}</span>
      <input
        className="field-input"
        readOnly
        value={url}
        aria-label={name}
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="button button-small" onClick={copy}>
        {isCopied ? t('feeds.copied') : t('feeds.copy')}
      </button>
    </div>
  );
}

function FeedLinkList({
  links,
  onRevoke,
}: {
  links: readonly FeedLink[];
  onRevoke: (id: string) => void;
}) {
  const { t } = useTranslation();
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <ul className="device-list">
      {links.map((link) => (
        <li key={link.id} className="device-row" data-testid="feed-row">
          <span className="device-name">
            <strong>{link.label}</strong>
            <small>
              {link.lastUsedAt
                ? t('feeds.lastUsed', { date: dateOf(link.lastUsedAt) })
                : t('feeds.neverUsed')}
            </small>
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => onRevoke(link.id)}
          >
            {t('feeds.revoke')}
          </button>
        </li>
      ))}
    </ul>
  );
}
