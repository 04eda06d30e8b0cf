import type { CategoryWithContent, ContentPack } from '@parallax/core/contracts/catalog';
import { Outlet, ScrollRestoration } from 'react-router';
import {
  AddToCart,
  CartSyncEntry,
  PaymentStatusEntry,
  PresaleCartButton,
  PromoCodeParamEntry,
} from '@/features/cart/components/cart-entry';
import { PlayButtons, PlayerEntry } from '@/features/player/components/player-entry';
import { StoreActionsContext, type StoreActions } from '@/lib/store-actions';
import { Toaster } from '@/components/ui/toaster';
import { AgeVerificationReturn } from '@/features/account/components/age-verification-return';
import { AuthModalProvider } from '@/features/auth/components/auth-modal-provider';
import { GateLayer } from '@/features/gate/components/gate-layer';
import { SeoTagFooter } from '@/features/tags/components/seo-tag-footer';
import { SafeModeBanner } from '@/features/gate/components/safe-mode-banner';
import { OfflineCachePartition } from '@/features/offline/components/offline-cache-partition';
import { DownloadAppProvider } from '@/features/download-app/components/download-app-provider';
import {
  ProfileSubscriptionEntry,
  StoreBannersEntry,
} from '@/features/subscription/components/subscription-entry';
import { NotSetPasswordGate } from '../guards';
import { SessionProvider } from '../session-provider';
import { BootstrapBanner } from './bootstrap-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The cart's and the player's buttons where the catalog places them, and the subscription's
 * banner and profile status where the store page and the control panel place them
 * (lib/store-actions.tsx).
 */
const STORE_ACTIONS: StoreActions = {
  contentPurchase: (pack: ContentPack) => <AddToCart pack={pack} />,
  presaleCart: (category: CategoryWithContent) => <PresaleCartButton category={category} />,
  contentPlay: (pack: ContentPack) => <PlayButtons pack={pack} />,
  storeBanner: () => <StoreBannersEntry />,
  profileSubscription: () => <ProfileSubscriptionEntry />,
};

export function RootLayout() {
  return (
    <SessionProvider>
      <StoreActionsContext value={STORE_ACTIONS}>
        <AuthModalProvider>
          <DownloadAppProvider>
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
            <Toaster />
            <AgeVerificationReturn />
            <GateLayer />
            <OfflineCachePartition />
            <ScrollRestoration />
            <CartSyncEntry />
            <PaymentStatusEntry />
            <PromoCodeParamEntry />
            <PlayerEntry />
          </DownloadAppProvider>
        </AuthModalProvider>
      </StoreActionsContext>
    </SessionProvider>
  );
}
