import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BackIcon, CloseIcon } from './icons';

/** A dialog's title row: an optional back button, the heading, an optional close button. */
export function DialogHeader({
  title,
  titleId,
  level = 2,
  onBack,
  backClassName,
  onClose,
  closeClassName,
  isDisabled = false,
}: {
  title: ReactNode;
  /** The heading's id, for the dialog's aria-labelledby. */
  titleId?: string;
  /** 2 for the dialog's own title, 3 for a section inside it. */
  level?: 2 | 3;
  onBack?: () => void;
  backClassName?: string;
  onClose?: () => void;
  closeClassName?: string;
  /** Both buttons are disabled (while the dialog is busy). */
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className="dialog-header">
      {onBack && (
        <button
          type="button"
          className={backClassName ? `icon-button ${backClassName}` : 'icon-button'}
          onClick={onBack}
          disabled={isDisabled}
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
      )}
      <Heading id={titleId} className="dialog-title">
        {title}
      </Heading>
      {onClose && (
        <button
          type="button"
          className={`icon-button dialog-close${closeClassName ? ` ${closeClassName}` : ''}`}
          onClick={onClose}
          disabled={isDisabled}
          aria-label={t('common.close')}
        >
          <CloseIcon />
        </button>
      )}
    </header>
  );
}
