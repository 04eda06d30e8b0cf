import type { ContentPack } from '@parallax/core/contracts/content';
import { useTranslation } from '@/lib/i18n';
import { useOptionalSupport } from '@/data/support/support-context';
import '../support.css';

/**
 * The content page's Report and Contact support actions (spec 2 §3): both about this pack. The
 * catalog places them (data/catalog/store-actions.tsx); the forms are this feature's.
 */
export function ContentSupportActions({ pack }: { pack: ContentPack }) {
  const { t } = useTranslation();
  const support = useOptionalSupport();
  if (!support) return null;
  const subject = { contentPackId: pack.id, title: pack.title };
  return (
    <p className="content-support-actions" data-testid="content-support-actions">
      <button
        type="button"
        className="link-button"
        onClick={() => support.openReportContent(subject)}
        aria-haspopup="dialog"
      >
        {t('reportContent.action')}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => support.openSupportRequest(subject)}
        aria-haspopup="dialog"
      >
        {t('supportRequest.action')}
      </button>
    </p>
  );
}
