import type { ContentPack } from '@parallax/core/contracts/content';
import { formatPrice, toCents } from '@parallax/core/rules/price';
import { useState, type FormEvent } from 'react';
import { errorMessageKey } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import type { useCart } from '../api/use-cart';

/** Adding a pack to the cart, with the buyer's own price checked against the pack's lower bound. */
export function useAddToCart(pack: ContentPack, cart: ReturnType<typeof useCart>) {
  const { t } = useTranslation();
  const lowerBound = pack.customPriceLowerBound ?? 0;
  const [customPrice, setCustomPrice] = useState(
    pack.isAllowedToSetCustomPrice ? String(Math.max(pack.price, lowerBound)) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let price: number | undefined;
    if (pack.isAllowedToSetCustomPrice) {
      price = Number(customPrice);
      if (!Number.isFinite(price) || toCents(price) < toCents(lowerBound)) {
        setProblem(t('cart.customPriceTooLow', { min: formatPrice(lowerBound) }));
        return;
      }
    }
    setProblem(null);
    setIsAdding(true);
    try {
      await cart.add(
        price === undefined
          ? { type: 'content', id: pack.id }
          : { type: 'content', id: pack.id, customPrice: price },
      );
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    } finally {
      setIsAdding(false);
    }
  };

  return { lowerBound, customPrice, setCustomPrice, problem, isAdding, handleSubmit };
}
