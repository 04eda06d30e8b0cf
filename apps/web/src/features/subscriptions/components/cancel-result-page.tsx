import type { UserInfo } from '@parallax/core/contracts/auth';
import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { hasErrorType } from '@/lib/http';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { subscriptionQueries } from '@/data/subscriptions/subscription-queries';
import { cancelSubscription } from '../api/subscription-api';
import { formatDay } from '../model/dates';

type Cancelled = Pick<SubscriptionDto, 'id' | 'endDate'> & {
  /** CANCEL_IN_PROGRESS: the provider has not confirmed yet (absent: taken as confirmed). */
  status?: SubscriptionDto['status'];
  tariff: Pick<SubscriptionDto['tariff'], 'id' | 'name'>;
};

/**
 * POST cancel; a subscription already cancelled (the provider's confirmation came first) is
 * fine: it is read back from the active subscription, which a cancelled one stays until its end.
 */
async function cancelOnce(
  queryClient: QueryClient,
  userId: string,
  subscriptionId: string,
): Promise<Cancelled> {
  try {
    return await cancelSubscription(subscriptionId);
  } catch (error) {
    if (!hasErrorType(error, 'SubscriptionAlreadyCancelled')) throw error;
    const { subscription } = await queryClient.fetchQuery({
      ...subscriptionQueries.active(userId, currentLanguage()),
      staleTime: 0,
    });
    if (subscription?.id !== subscriptionId) throw error;
    return subscription;
  }
}

/**
 * spec 1 §4: the cancellation-confirmation modal — the tariff and the last day (end date); while
 * the provider is still confirming the cancel, it says so.
 */
export function CancelConfirmationModal({
  subscription,
  onClose,
}: {
  subscription: Cancelled;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const tariff = subscription.tariff.name;
  const isPending = subscription.status === 'CANCEL_IN_PROGRESS';
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={onClose}
      testId="cancel-confirmation-modal"
      initialFocus=".cancel-confirmation-ok"
    >
      <div data-tariff-id={subscription.tariff.id} data-end-date={subscription.endDate}>
        <DialogHeader
          title={t(
            isPending
              ? 'subscription.cancelResult.pendingTitle'
              : 'subscription.cancelResult.modalTitle',
          )}
          titleId={titleId}
          onClose={onClose}
        />
        <div className="dialog-body">
          <p data-testid="cancel-confirmation-text">
            {subscription.endDate
              ? t(
                  isPending
                    ? 'subscription.cancelResult.pendingText'
                    : 'subscription.cancelResult.modalText',
                  {
                    tariff,
                    date: formatDay(subscription.endDate, i18n.language),
                  },
                )
              : t('subscription.cancelResult.modalTextNoDate', { tariff })}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button cancel-confirmation-ok" onClick={onClose}>
              {t('subscription.cancelResult.ok')}
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * spec 1 §2, §4 subscription cancel result: where the provider's management page returns
 * (`?subscriptionId=…&success=true|false`). On success the cancellation is recorded, then the
 * control panel's profile settings open under the cancellation-confirmation modal; closing goes
 * to main. A failure is only logged (and the page goes to main).
 */
export function CancelResultPage({
  renderControlPanel,
}: {
  /** The control panel (another feature's), opened on its profile section. */
  renderControlPanel: (user: UserInfo, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { auth, user } = useSession();
  const subscriptionId = params.get('subscriptionId') ?? '';
  const isSuccess = params.get('success') === 'true' && subscriptionId !== '';
  // A query runs the call once per subscription however often the page renders. Its key is
  // outside `subscription`, which is invalidated once it is done.
  const cancel = useQuery({
    queryKey: ['subscription-cancel-result', user?.id, subscriptionId],
    queryFn: () => cancelOnce(queryClient, user?.id ?? '', subscriptionId),
    enabled: isSuccess && user !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const isFailed = !isSuccess || auth.status === 'notAuthenticated' || cancel.isError;

  useEffect(() => {
    if (cancel.isSuccess)
      void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });
  }, [cancel.isSuccess, queryClient]);
  useEffect(() => {
    // spec 1 §8: a failed cancel-subscription result is only logged.
    if (isFailed) {
      console.warn('Subscription cancel result: not cancelled', {
        subscriptionId,
        success: params.get('success'),
        error: cancel.error,
      });
    }
  }, [isFailed, subscriptionId, params, cancel.error]);

  if (isFailed) return <Navigate to="/" replace />;
  const goToMain = () => void navigate('/', { replace: true });
  if (!cancel.data || !user) {
    return (
      <section className="status-page" data-testid="cancel-result" aria-busy="true">
        <title>{`${t('subscription.cancelResult.title')} | Parallax`}</title>
        <span className="spinner spinner-center" aria-hidden="true" />
        <h1>{t('subscription.cancelResult.title')}</h1>
      </section>
    );
  }
  return (
    <section className="status-page" data-testid="cancel-result">
      <title>{`${t('subscription.cancelResult.modalTitle')} | Parallax`}</title>
      <h1 className="visually-hidden">{t('subscription.cancelResult.modalTitle')}</h1>
      {renderControlPanel(user, goToMain)}
      <CancelConfirmationModal subscription={cancel.data} onClose={goToMain} />
    </section>
  );
}
