import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isNotFound } from '@/lib/http';
import { devQueries, findCode } from '../api/dev-outbox';

/**
 * spec 2 §2 DEV: development mode only. Lists the outbox so codes can be read without a mail
 * server; when the server has no development tools (DEV_TOOLS off: production, or an address
 * other than loopback) the page is the not-found page.
 */
export function DevPage({ notFound }: { notFound: ReactNode }) {
  const { t, i18n } = useTranslation();
  const outbox = useQuery(devQueries.outbox());
  if (outbox.isError && !outbox.data)
    return isNotFound(outbox.error) ? (
      notFound
    ) : (
      <p className="notice">{t('errors.something_went_wrong')}</p>
    );
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <section className="dev-page" data-testid="dev-page">
      <title>{`${t('dev.title')} | Parallax`}</title>
      <h1>{t('dev.title')}</h1>
      <h2>{t('dev.outbox')}</h2>
      <p className="notice-text">{t('dev.outboxText')}</p>
      {outbox.isPending && <span className="spinner" aria-label={t('common.loading')} />}
      {outbox.data?.length === 0 && <p>{t('dev.empty')}</p>}
      <ol className="outbox">
        {outbox.data?.map((message) => {
          const code = findCode(message.text);
          return (
            <li key={message.id} className="outbox-message" data-testid="outbox-message">
              <header>
                <h3>{message.subject}</h3>
                <dl>
                  <div>
                    <dt>{t('dev.to')}</dt>
                    <dd data-testid="outbox-to">{message.to}</dd>
                  </div>
                  <div>
                    <dt>{t('dev.sentAt')}</dt>
                    <dd>
                      <time dateTime={message.createdAt}>
                        {format.format(new Date(message.createdAt))}
                      </time>
                    </dd>
                  </div>
                  {code && (
                    <div>
                      <dt>{t('dev.code')}</dt>
                      <dd className="outbox-code" data-testid="outbox-code">
                        {code}
                      </dd>
                    </div>
                  )}
                </dl>
              </header>
              <details>
                <summary>{t('dev.text')}</summary>
                <pre>{message.text}</pre>
              </details>
              <HtmlPreview title={message.subject} html={message.html} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The message as HTML, rendered only when opened. Sandboxed: its markup runs no script and reaches
 * nothing of ours (the page's CSP still applies, so inline styles of the e-mail are not shown).
 */
function HtmlPreview({ title, html }: { title: string; html: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary>{t('dev.html')}</summary>
      {isOpen && <iframe title={title} sandbox="" srcDoc={html} className="outbox-html" />}
    </details>
  );
}
