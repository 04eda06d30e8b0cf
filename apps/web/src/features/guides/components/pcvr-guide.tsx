import { pagePath } from '@parallax/core/pages';
import { formatPrice } from '@parallax/core/rules/price';
import { useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import {
  isQuest3Browser,
  PCVR_RUNTIMES,
  VIRTUAL_DESKTOP_PRICE,
  type PcvrRuntime,
} from '../model/guide-platforms';
import { ChoiceGroup } from './choice-group';
import { GuideVideo } from './guide-video';
import { StepList, TipList } from './step-list';
import { SystemRequirements } from './system-requirements';

const price = formatPrice(VIRTUAL_DESKTOP_PRICE);

/**
 * The Windows PC VR guide (spec 2 §2): system requirements, a sub-switcher of runtimes (Meta
 * Quest Link, SteamVR, Virtual Desktop at $25), the runtime comparison (hidden on Quest 3), the
 * graphics card section and troubleshooting.
 */
export function PcvrGuide() {
  const { t } = useTranslation();
  const [runtime, setRuntime] = useState<PcvrRuntime>('QuestLink');
  const [isOnQuest3] = useState(() => isQuest3Browser(navigator.userAgent));
  const runtimeLabel = (name: PcvrRuntime) =>
    name === 'VirtualDesktop'
      ? `${t('guide.pcvr.runtimes.VirtualDesktop')} (${price})`
      : t(`guide.pcvr.runtimes.${name}`);

  return (
    <>
      <p>{t('guide.pcvr.intro')}</p>
      <SystemRequirements />
      <ChoiceGroup
        legend={t('guide.pcvr.runtimeLegend')}
        name="pcvr-runtime"
        options={PCVR_RUNTIMES.map((name) => ({ value: name, label: runtimeLabel(name) }))}
        value={runtime}
        onChange={setRuntime}
      />
      <h3>{t(`guide.pcvr.runtimes.${runtime}`)}</h3>
      <StepList messageKey={`guide.pcvr.steps.${runtime}`} values={{ price }} />
      <GuideVideo
        src="/static/demo/previews/clip-02.mp4"
        poster="/static/demo/wide/wide-05.jpg"
        label={t('guide.videoLabel')}
      />
      {!isOnQuest3 && <RuntimeComparison />}
      <h3>{t('guide.pcvr.gpu.title')}</h3>
      <p>{t('guide.pcvr.gpu.text')}</p>
      <TipList messageKey="guide.pcvr.gpu.tips" />
      <h3 id="troubleshooting">{t('guide.pcvr.troubleshooting.title')}</h3>
      <TipList messageKey="guide.pcvr.troubleshooting.tips" />
      <p>
        {t('supportRequest.stillStuck')}{' '}
        <Link to={pagePath('support')}>{t('supportRequest.action')}</Link>
      </p>
    </>
  );
}

function RuntimeComparison() {
  const { t } = useTranslation();
  const captionId = useId();
  const rows = ['connection', 'headsets', 'bestFor'] as const;
  return (
    <div className="guide-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table data-testid="runtime-comparison">
        <caption id={captionId}>{t('guide.pcvr.comparison.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('guide.pcvr.comparison.feature')}</th>
            {PCVR_RUNTIMES.map((name) => (
              <th key={name} scope="col">
                {t(`guide.pcvr.runtimes.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('guide.pcvr.comparison.price')}</th>
            {PCVR_RUNTIMES.map((name) => (
              <td key={name}>{name === 'VirtualDesktop' ? price : t('guide.pcvr.free')}</td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`guide.pcvr.comparison.${row}`)}</th>
              {PCVR_RUNTIMES.map((name) => (
                <td key={name}>{t(`guide.pcvr.comparison.values.${name}.${row}`)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
