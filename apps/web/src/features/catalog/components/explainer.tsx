import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import { useContentPolicy } from '@/data/age-check/content-policy';
import { currentLanguage } from '@/lib/i18n';
import { catalogQueries } from '../api/catalog-queries';

/** The explainer video: a flat clip from the demo media, with the first wide cover as poster. */
const EXPLAINER_VIDEO = '/static/demo/previews/clip-02.mp4';
const EXPLAINER_POSTER = '/static/demo/wide/wide-05.jpg';

/** spec 1 §2: the FAQ has 8 questions (its skeleton keeps that room). */
const FAQ_SIZE = 8;

/**
 * spec 1 §2 explainer: a video and the FAQ of 8 questions (GET /faq, in the UI language). The
 * video plays only on request; it preloads only where the content policy allows preload.
 */
export function Explainer() {
  const { t } = useTranslation();
  const { canAutoplayVideo } = useContentPolicy();
  const faqs = useQuery(catalogQueries.faq(currentLanguage()));

  return (
    <section className="explainer" aria-labelledby="explainer-title" data-testid="explainer">
      <div className="explainer-intro">
        <h2 id="explainer-title">{t('store.explainer.title')}</h2>
        <p>{t('store.explainer.text')}</p>
      </div>
      <video
        className="explainer-video"
        src={EXPLAINER_VIDEO}
        poster={EXPLAINER_POSTER}
        controls
        muted
        playsInline
        preload={canAutoplayVideo ? 'metadata' : 'none'}
        aria-label={t('store.explainer.videoLabel')}
        data-testid="explainer-video"
      />
      <div className="faq" aria-labelledby="faq-title">
        <h3 id="faq-title">{t('store.explainer.faqTitle')}</h3>
        {faqs.isPending && (
          <div aria-busy="true">
            {Array.from({ length: FAQ_SIZE }, (_, index) => (
              <Skeleton key={index} className="faq-skeleton" />
            ))}
          </div>
        )}
        {faqs.isError && (
          <p className="faq-error" role="alert">
            {t('store.explainer.faqError')}{' '}
            <button type="button" className="link-button" onClick={() => void faqs.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {faqs.data && (
          <ul className="faq-list" data-testid="faq-list">
            {faqs.data.map((faq) => (
              <li key={faq.question}>
                <details className="faq-item">
                  <summary>{faq.question}</summary>
                  <p>{faq.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
