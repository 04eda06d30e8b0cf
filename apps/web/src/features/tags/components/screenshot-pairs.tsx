import type { Tag } from '@parallax/core/contracts/tags';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';

/** spec 2 §3 screenshot pairs: a small image that opens the full one in a dialog. */
export function ScreenshotPairs({
  tagName,
  pairs,
}: {
  tagName: string;
  pairs: Tag['screenshotPairs'];
}) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const titleId = useId();
  const open = openIndex === null ? null : pairs[openIndex];
  const count = pairs.length;

  return (
    <section className="related" aria-labelledby="tag-screenshots">
      <h2 id="tag-screenshots">{t('tag.screenshots')}</h2>
      <ul className="tag-screenshots">
        {pairs.map((pair, index) => (
          <li key={pair.fullImageUrl}>
            <button
              type="button"
              className="tag-screenshot"
              aria-haspopup="dialog"
              aria-label={t('tag.openScreenshot', { number: index + 1, count })}
              onClick={() => setOpenIndex(index)}
            >
              <img src={pair.smallImageUrl} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open && openIndex !== null && (
        <Dialog
          labelledBy={titleId}
          onRequestClose={() => setOpenIndex(null)}
          className="screenshot-dialog"
          initialFocus=".dialog-close"
          testId="screenshot-dialog"
        >
          <DialogHeader
            titleId={titleId}
            title={t('tag.screenshotTitle', { number: openIndex + 1, count })}
            onClose={() => setOpenIndex(null)}
          />
          <div className="dialog-body">
            <img
              className="screenshot-full"
              src={open.fullImageUrl}
              alt={t('tag.screenshotAlt', { tag: tagName, number: openIndex + 1 })}
            />
          </div>
        </Dialog>
      )}
    </section>
  );
}
