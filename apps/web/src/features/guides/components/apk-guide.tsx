import { useTranslation } from '@/lib/i18n';
import { GuideVideo } from './guide-video';
import { StepList } from './step-list';

/** The sideloaded package guide for Meta Quest 3 and Pico 4 Ultra (spec 2 §2). */
export function ApkGuide({ purchaseText }: { purchaseText: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('guide.apk.intro')}</p>
      <h3>{t('guide.apk.quest')}</h3>
      <StepList messageKey="guide.apk.questSteps" />
      <h3>{t('guide.apk.pico')}</h3>
      <StepList messageKey="guide.apk.picoSteps" />
      <p className="guide-purchase">{purchaseText}</p>
      <GuideVideo
        src="/static/demo/previews/clip-04.mp4"
        poster="/static/demo/wide/wide-13.jpg"
        label={t('guide.videoLabel')}
      />
    </>
  );
}
