import type { CategoryWithContent, ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The store's actions, given to the catalog's pages by the app (app/layouts): the catalog places
 * them (features/catalog/components/action-slots.tsx), the features that own them render them,
 * and neither imports the other. A missing action renders nothing.
 */
export type StoreActions = {
  contentPurchase?: (pack: ContentPack) => ReactNode;
  presaleCart?: (category: CategoryWithContent) => ReactNode;
  /** The player's buttons for a pack: play in VR or 2D, stop session; and its library button. */
  contentPlay?: (pack: ContentPack) => ReactNode;
  /** The library's content button of an origins pack element (spec 2 §2, §4). */
  contentButton?: (pack: ContentShortItem) => ReactNode;
  /** The store page's banner: a personal discount or a subscription upgrade (spec 2 §2). */
  storeBanner?: () => ReactNode;
  /** The subscription's status in the control panel's profile settings (spec 2 §5). */
  profileSubscription?: () => ReactNode;
  /** The control panel's Downloads section (spec 2 §2). */
  downloadsSection?: () => ReactNode;
  /** The push notifications setting in the control panel's profile settings (spec 1 §3). */
  pushSetting?: () => ReactNode;
  /** Report the pack and contact support about it, on its page (spec 2 §3). */
  contentSupport?: (pack: ContentPack) => ReactNode;
};

export const StoreActionsContext = createContext<StoreActions>({});

export const useStoreActions = (): StoreActions => useContext(StoreActionsContext);
