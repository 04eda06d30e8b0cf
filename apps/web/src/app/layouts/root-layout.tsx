import type { CategoryWithContent, ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { Outlet, ScrollRestoration } from 'react-router';
import {
  AddToCart,
  CartSyncEntry,
  PaymentStatusEntry,
  PresaleCartButton,
  PromoCodeParamEntry,
} from '@/features/cart/components/cart-entry';
import { PlayButtons, PlayerEntry } from '@/features/player/components/player-entry';
import { setOfflineSource } from '@/features/player/model/offline-source';
import { downloadsOwner } from '@/data/library/downloads-owner';
import { lazyPart } from '@/lib/lazy-part';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { StoreActionsContext, type StoreActions } from '@/data/catalog/store-actions';
import { Toaster } from '@/components/ui/toaster';
import { AgeVerificationReturn } from '@/features/account/components/age-verification-return';
import { AuthModalProvider } from '@/features/auth/components/auth-modal-provider';
import { GateLayer } from '@/features/gate/components/gate-layer';
import { SeoTagFooter } from '@/features/tags/components/seo-tag-footer';
import { SafeModeBanner } from '@/features/gate/components/safe-mode-banner';
import { OfflineCachePartition } from '@/features/offline/components/offline-cache-partition';
import { DownloadAppProvider } from '@/features/download-app/components/download-app-provider';
import {
  NotificationsEntry,
  VisitRecorder,
} from '@/features/notifications/components/notifications-entry';
import { ContentSupportActions } from '@/features/support/components/content-support-actions';
import { SupportProvider } from '@/features/support/components/support-provider';
import {
  ProfileSubscriptionEntry,
  StoreBannersEntry,
} from '@/features/subscriptions/components/subscription-entry';
import { NotSetPasswordGate } from '../guards';
import { SessionProvider } from '../session-provider';
import { AfterFirstRender } from './after-first-render';
import { AppUpdateEntry } from './app-update-entry';
import { BootstrapBanner } from './bootstrap-banner';
import {
  ContentButtonEntry,
  DownloadsOwnerEntry,
  DownloadsSectionEntry,
  DownloadToastsEntry,
} from './library-entry';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The cart's, the player's and the library's buttons where the catalog and the origins pack page
 * place them, the subscription's banner and profile status where the store page and the control
 * panel place them, and the library's Downloads section in the control panel
 * (data/catalog/store-actions.tsx).
 */
// A pack downloaded to this device plays from it (the library's download manager loads with the
// first session that asks).
setOfflineSource(async (contentId) => {
  const { downloads } = await import('@/features/library/downloads/download-manager');
  return downloads.openOffline(contentId);
});

// Downloads cut by a reload or a closed tab go on from any page once the page is idle.
if (
  typeof window !== 'undefined' &&
  readStorage(STORAGE_KEYS.hasDownloads) === '1' &&
  downloadsOwner() !== null
) {
  const resume = () =>
    void import('@/features/library/downloads/download-manager').then(({ downloads }) =>
      downloads.start(),
    );
  if ('requestIdleCallback' in window) window.requestIdleCallback(resume, { timeout: 5000 });
  else setTimeout(resume, 2000);
}

// The control panel's push switch, with the web push code it calls within the click.
const PushSetting = lazyPart(() =>
  import('@/features/notifications/components/push-setting').then((module) => module.PushSetting),
);

const STORE_ACTIONS: StoreActions = {
  contentPurchase: (pack: ContentPack) => <AddToCart pack={pack} />,
  presaleCart: (category: CategoryWithContent) => <PresaleCartButton category={category} />,
  contentPlay: (pack: ContentPack) => (
    <>
      <PlayButtons pack={pack} />
      <ContentButtonEntry pack={pack} source="content-page" withPlayActions={false} />
    </>
  ),
  contentButton: (pack: ContentShortItem) => (
    <ContentButtonEntry pack={pack} source="origins-pack" />
  ),
  storeBanner: () => <StoreBannersEntry />,
  profileSubscription: () => <ProfileSubscriptionEntry />,
  downloadsSection: () => <DownloadsSectionEntry />,
  pushSetting: () => <PushSetting />,
  contentSupport: (pack: ContentPack) => <ContentSupportActions pack={pack} />,
};

export function RootLayout() {
  return (
    <SessionProvider>
      <StoreActionsContext value={STORE_ACTIONS}>
        <AuthModalProvider>
          <DownloadAppProvider>
            <SupportProvider>
              <div className="layout">
                <SiteHeader />
                <BootstrapBanner />
                <main className="site-main" id="main">
                  <NotSetPasswordGate>
                    <Outlet />
                  </NotSetPasswordGate>
                </main>
                <SafeModeBanner />
                <SiteFooter tagFooter={<SeoTagFooter />} />
              </div>
              {/* A live region is in the page before anything is announced in it. */}
              <Toaster />
              <ScrollRestoration />
              <VisitRecorder />
              <AfterFirstRender>
                <AgeVerificationReturn />
                <GateLayer />
                <OfflineCachePartition />
                <DownloadsOwnerEntry />
                <CartSyncEntry />
                <PaymentStatusEntry />
                <PromoCodeParamEntry />
                <PlayerEntry />
                <DownloadToastsEntry />
                <AppUpdateEntry />
                <NotificationsEntry />
              </AfterFirstRender>
            </SupportProvider>
          </DownloadAppProvider>
        </AuthModalProvider>
      </StoreActionsContext>
    </SessionProvider>
  );
}
