import { pagePath } from '@parallax/core/pages';
import { useNavigate } from 'react-router';
import { useCart } from '@/features/cart/api/use-cart';
import type { SubscribeChoice } from '@/features/subscriptions/components/tariff-card';
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';

/**
 * The subscription page with the cart's add (spec 1 §2, §4): Subscribe or Upgrade puts the tariff
 * in the cart (replacing any other tariff), as a trial where chosen, and goes to the cart.
 */
export function SubscriptionRoute() {
  const cart = useCart();
  const navigate = useNavigate();
  const subscribe = async ({ tariffId, viaTrial }: SubscribeChoice) => {
    await cart.add({ type: 'tariff', id: tariffId, viaTrial });
    await navigate(pagePath('cart'));
  };
  return <SubscriptionPage onSubscribe={subscribe} />;
}
