import { useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { useSetUploads } from '../api/customers-api';
import { CUSTOMERS_TEXTS } from '../model/texts';

/**
 * Whether the customer may play files of their own (spec 2 §6, their user info's allowsUploads),
 * and allowing or withdrawing it: nothing is lost either way, so no confirmation is asked.
 */
export function UploadsSection({ userId, isAllowed }: { userId: string; isAllowed: boolean }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const setUploads = useSetUploads(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const handleClick = async () => {
    setFailure(null);
    setNotice(null);
    try {
      const { allowed } = await setUploads.mutateAsync(!isAllowed);
      setNotice(allowed ? texts.uploads.madeAllowed : texts.uploads.madeNotAllowed);
    } catch {
      setFailure(texts.failed);
    }
  };

  return (
    <section aria-labelledby="customer-uploads">
      <h2 id="customer-uploads">{texts.uploads.heading}</h2>
      <p data-testid="desk-customer-uploads" data-allowed={String(isAllowed)}>
        {isAllowed ? texts.uploads.allowed : texts.uploads.notAllowed}
      </p>
      {notice && (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p className="desk-error" role="alert">
          {failure}
        </p>
      )}
      <button
        type="button"
        className="desk-button"
        onClick={() => void handleClick()}
        disabled={setUploads.isPending}
        data-testid="desk-customer-uploads-toggle"
      >
        {isAllowed ? texts.uploads.withdraw : texts.uploads.allow}
      </button>
    </section>
  );
}
