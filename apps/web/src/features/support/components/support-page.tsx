import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { supportSubjectQuery } from '../api/support-api';
import { SupportRequestForm, type SentSupportRequest } from './support-request-form';
import { SupportSuccessDialog } from './support-success-dialog';
import '../support.css';

const ContentId = z.uuid();

/**
 * The support page (`/support`, the footer's and the guide's link): the support form, about the
 * pack `?contentId=` names when it is one the store knows. Success is the modal (spec 2 §8);
 * closing it returns to the store.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = ContentId.safeParse(params.get('contentId'));
  const contentId = requested.success ? requested.data : null;
  const subject = useQuery({
    ...supportSubjectQuery(contentId ?? ''),
    enabled: contentId !== null,
  });
  const [sent, setSent] = useState<SentSupportRequest | null>(null);
  const knownContentId = subject.data ? contentId : null;

  return (
    <section className="support-page" aria-labelledby="support-title" data-testid="support-page">
      <title>{t('supportRequest.pageTitle')}</title>
      <h1 id="support-title">{t('supportRequest.title')}</h1>
      <p className="support-intro">{t('supportRequest.intro')}</p>
      {subject.data && (
        <p className="support-subject" data-testid="support-subject">
          {t('supportRequest.about', { title: subject.data.title })}
        </p>
      )}
      <SupportRequestForm contentId={knownContentId} onSent={setSent} />
      {sent && <SupportSuccessDialog sent={sent} onClose={() => void navigate('/')} />}
    </section>
  );
}
