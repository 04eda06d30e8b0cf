import { useEffect, useRef } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { CONTENT_TEXTS } from '../model/texts';

/** Asks before a delete; the keyboard lands on the question's answer. */
export function DeleteContent({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const texts = useLocalTexts(CONTENT_TEXTS);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="desk-notice" role="alertdialog" aria-label={texts.confirmRemove}>
      <p>{texts.confirmRemove}</p>
      <div className="desk-actions">
        <button
          ref={confirm}
          type="button"
          className="desk-button desk-button-primary"
          onClick={onConfirm}
          data-testid="desk-content-delete-confirm"
        >
          {texts.confirmRemoveYes}
        </button>
        <button type="button" className="desk-button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
