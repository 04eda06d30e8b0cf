import { pagePath } from '@parallax/core/pages';
import type { OriginsPackElement } from '@parallax/core/contracts/origins';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { useStoreActions } from '@/data/catalog/store-actions';
import { DEFAULT_TOAST_MS, showToast } from '@/lib/toast';

type ElementProps = {
  element: OriginsPackElement;
  isLocked: boolean;
  /** False while locked or in safe mode (spec 2 §6): the element's action is disabled. */
  isEnabled: boolean;
  /** The id of the text saying why the elements are disabled. */
  disabledReasonId: string;
};

/**
 * One origins pack element (spec 2 §2): a promo code with a copy button, a downloadable file
 * (external link) or a content pack (the library's content button — download, play, offload —
 * and a link to its page).
 */
export function OriginsElement({ element, isLocked, isEnabled, disabledReasonId }: ElementProps) {
  const title = isLocked ? element.titleLocked : element.titleUnlocked;
  const image = element.image ?? element.contentPack?.cover ?? null;
  return (
    <article
      className={`origins-element${isEnabled ? '' : ' is-disabled'}`}
      aria-labelledby={`origins-element-${element.id}`}
      data-type={element.type}
    >
      {image && <img className="origins-element-image" src={image} alt="" loading="lazy" />}
      <div className="origins-element-body">
        <h3 id={`origins-element-${element.id}`}>{title}</h3>
        <ElementAction
          element={element}
          isLocked={isLocked}
          isEnabled={isEnabled}
          disabledReasonId={disabledReasonId}
        />
      </div>
    </article>
  );
}

function ElementAction({ element, isLocked, isEnabled, disabledReasonId }: ElementProps) {
  const { t } = useTranslation();
  const { contentButton } = useStoreActions();
  const disabledButton = (label: string) => (
    <button type="button" className="button" disabled aria-describedby={disabledReasonId}>
      {label}
    </button>
  );

  switch (element.type) {
    case 'PROMOCODE':
      return (
        <PromoCode
          code={isEnabled ? element.promocodeValue : null}
          isLocked={isLocked}
          buttonText={element.buttonText}
          disabledReasonId={disabledReasonId}
        />
      );
    case 'DOWNLOADABLE_CONTENT': {
      const label = element.buttonText ?? t('origins.download');
      if (!isEnabled || !element.downloadLink) return disabledButton(label);
      return (
        <a className="button" href={element.downloadLink} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> {t('origins.opensInNewTab')}</span>
        </a>
      );
    }
    case 'CONTENT_PACK': {
      const label = element.buttonText ?? t('origins.openContent');
      if (!isEnabled || !element.contentPack) return disabledButton(label);
      return (
        <div className="origins-content-pack">
          {contentButton?.(element.contentPack)}
          <Link
            className="button button-secondary"
            to={pagePath('content', { slug: element.contentPack.slug })}
          >
            {label}
          </Link>
        </div>
      );
    }
  }
}

/** The code and a copy button; `code` is null while the element is disabled. */
function PromoCode({
  code,
  isLocked,
  buttonText,
  disabledReasonId,
}: {
  code: string | null;
  isLocked: boolean;
  buttonText: string | null;
  disabledReasonId: string;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), DEFAULT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      showToast('origins.copiedToast', { tone: 'success' });
    } catch {
      showToast('origins.copyFailed', { tone: 'error' });
    }
  };

  return (
    <div className="origins-promocode">
      <span className="visually-hidden">{t('origins.promocode')}</span>
      {code ? (
        <code className="origins-code" data-testid="promocode-value">
          {code}
        </code>
      ) : (
        <span className="origins-code is-hidden">
          {isLocked ? t('origins.hiddenCode') : t('origins.hiddenCodeSafeMode')}
        </span>
      )}
      <button
        type="button"
        className="button"
        disabled={!code}
        aria-describedby={code ? undefined : disabledReasonId}
        onClick={() => void handleCopy()}
      >
        {isCopied ? t('origins.copied') : (buttonText ?? t('origins.copy'))}
      </button>
    </div>
  );
}
