import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';

/** Payment result (spec 1 §2); filled in with the cart and subscription issues. */
export function PaymentResultPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page" data-testid="payment-result">
      <title>{`${t('paymentResult.title')} | Parallax`}</title>
      <h1>{t('paymentResult.title')}</h1>
      <p>{t('paymentResult.text')}</p>
      <ButtonLink to="/">{t('common.goToStore')}</ButtonLink>
    </section>
  );
}
