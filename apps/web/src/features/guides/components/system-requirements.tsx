import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { guidePath } from '../model/guide-platforms';

/**
 * spec 2 §2: the Windows system requirements box (GPU, software, headset) with a Troubleshoot
 * button that opens the how-to-watch guide for PC VR in a new tab.
 */
export function SystemRequirements() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className="guide-requirements" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('guide.requirements.title')}</h3>
      <dl>
        <div>
          <dt>{t('guide.requirements.gpu')}</dt>
          <dd>{t('guide.requirements.gpuValue')}</dd>
        </div>
        <div>
          <dt>{t('guide.requirements.software')}</dt>
          <dd>{t('guide.requirements.softwareValue')}</dd>
        </div>
        <div>
          <dt>{t('guide.requirements.headset')}</dt>
          <dd>{t('guide.requirements.headsetValue')}</dd>
        </div>
      </dl>
      <a
        className="button button-secondary button-small"
        href={guidePath('PCVR', 'troubleshooting')}
        target="_blank"
        rel="noopener"
      >
        {t('guide.requirements.troubleshoot')}
        <span className="visually-hidden"> {t('guide.requirements.troubleshootHint')}</span>
      </a>
    </aside>
  );
}
