import { useTranslation } from '@/lib/i18n';

/** The numbered steps kept as a list of texts under one message key. */
export function StepList({ messageKey, values }: { messageKey: string; values?: object }) {
  const { t } = useTranslation();
  const steps: unknown = t(messageKey, { returnObjects: true, ...values });
  if (!Array.isArray(steps)) return null;
  return (
    <ol className="guide-steps">
      {steps.map((step, index) => (
        <li key={index}>{String(step)}</li>
      ))}
    </ol>
  );
}

/** The tips kept as a list of texts under one message key, as a bulleted list. */
export function TipList({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const tips: unknown = t(messageKey, { returnObjects: true });
  if (!Array.isArray(tips)) return null;
  return (
    <ul className="guide-tips">
      {tips.map((tip, index) => (
        <li key={index}>{String(tip)}</li>
      ))}
    </ul>
  );
}
