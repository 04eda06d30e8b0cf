import type { Page } from '@parallax/core/pages';
import { RequireAuth } from '../guards';
import { NotFoundPage } from '../pages/not-found-page';
import type { PageRoute } from './page-route';

type AccountPage = Extract<
  Page,
  'library' | 'userConfirm' | 'unsubscribeEmail' | 'socialReturn' | 'authResult' | 'pairHeadset'
>;

/** The visitor's own pages: the library, and the account's and sign-in's landing pages. */
export function accountRoutes(): Record<AccountPage, PageRoute> {
  return {
    library: {
      lazy: async () => {
        const { LibraryPage, OfflineLibraryPage } = await import('../pages/library-page');
        return {
          element: (
            <RequireAuth offline={<OfflineLibraryPage />}>
              <LibraryPage />
            </RequireAuth>
          ),
        };
      },
    },
    userConfirm: {
      lazy: async () => {
        const { UserConfirmPage } = await import('@/features/account/components/user-confirm-page');
        return { element: <UserConfirmPage /> };
      },
    },
    unsubscribeEmail: {
      lazy: async () => {
        const { UnsubscribeEmailPage } =
          await import('@/features/account/components/unsubscribe-email-page');
        return { element: <UnsubscribeEmailPage /> };
      },
    },
    socialReturn: {
      lazy: async () => {
        const { SocialReturnPage } = await import('@/features/auth/components/social-return-page');
        return { element: <SocialReturnPage /> };
      },
    },
    authResult: {
      lazy: async () => {
        const { AuthResultPage } = await import('@/features/auth/components/auth-result-page');
        return { element: <AuthResultPage /> };
      },
    },
    pairHeadset: {
      lazy: async () => {
        const { PairHeadsetPage } = await import('@/features/account/components/pair-headset-page');
        return { element: <PairHeadsetPage /> };
      },
    },
  };
}

type ServicePage = Extract<
  Page,
  | 'cart'
  | 'paymentResult'
  | 'subscription'
  | 'subscriptionCancelResult'
  | 'support'
  | 'moderation'
  | 'desk'
  | 'dev'
>;

/** Buying and subscribing, support, and the staff's pages. */
export function serviceRoutes(): Record<ServicePage, PageRoute> {
  return {
    cart: {
      lazy: async () => {
        const { CartPage } = await import('@/features/cart/components/cart-page');
        return { element: <CartPage /> };
      },
    },
    paymentResult: {
      lazy: async () => {
        const { PaymentResultPage } =
          await import('@/features/cart/components/payment-result-page');
        return { element: <PaymentResultPage /> };
      },
    },
    subscription: {
      lazy: async () => {
        const { SubscriptionRoute } = await import('../pages/subscription-route');
        return { element: <SubscriptionRoute /> };
      },
    },
    subscriptionCancelResult: {
      lazy: async () => {
        const [{ CancelResultPage }, { ControlPanel }] = await Promise.all([
          import('@/features/subscriptions/components/cancel-result-page'),
          import('@/features/account/components/control-panel'),
        ]);
        return {
          element: (
            <CancelResultPage
              renderControlPanel={(user, onClose) => <ControlPanel user={user} onClose={onClose} />}
            />
          ),
        };
      },
    },
    support: {
      lazy: async () => {
        const { SupportPage } = await import('@/features/support/components/support-page');
        return { element: <SupportPage /> };
      },
    },
    moderation: {
      lazy: async () => {
        const { ModerationPage } = await import('@/features/moderation/components/moderation-page');
        return { element: <ModerationPage notFound={<NotFoundPage />} /> };
      },
    },
    desk: {
      lazy: async () => {
        const { DeskRoute } = await import('../pages/desk-route');
        return { element: <DeskRoute notFound={<NotFoundPage />} /> };
      },
    },
    dev: {
      lazy: async () => {
        const { DevPage } = await import('@/features/dev/components/dev-page');
        return { element: <DevPage notFound={<NotFoundPage />} /> };
      },
    },
  };
}
