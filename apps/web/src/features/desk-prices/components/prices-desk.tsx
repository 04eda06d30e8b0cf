import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalTexts } from '@/lib/local-texts';
import { PRICES_TEXTS } from '../model/texts';
import { DiscountsTab } from './discounts-tab';
import { PromoCodesTab } from './promo-codes-tab';
import { TariffsTab } from './tariffs-tab';
import './prices.css';

const TABS = ['tariffs', 'promo-codes', 'discounts'] as const;
type Tab = (typeof TABS)[number];
const LABEL_OF = {
  tariffs: 'tariffs',
  'promo-codes': 'promoCodes',
  discounts: 'discounts',
} as const;

/**
 * The desk's prices (editors and finance): tariffs, promo codes and the personal discounts, each a
 * tab. What is open is in the address (`?area=prices&tab=promo-codes&id=<id>`), so a reload or a
 * shared link opens the same editor.
 */
export function PricesDesk() {
  const texts = useLocalTexts(PRICES_TEXTS);
  const [params, setParams] = useSearchParams();
  const tabs = useRef(new Map<Tab, HTMLButtonElement>());
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'tariffs';
  const openId = params.get('id');

  /** Opens a tab (or an item in it), keeping the desk's area. */
  const open = (next: Tab, id: string | null = null) =>
    setParams((current) => {
      const updated = new URLSearchParams({ area: current.get('area') ?? 'prices', tab: next });
      if (id) updated.set('id', id);
      return updated;
    });

  // Tabs follow the keyboard: arrows move between them, Home and End to the ends.
  const handleKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = TABS[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    open(target);
    tabs.current.get(target)?.focus();
  };

  return (
    <div className="prices-desk" data-testid="desk-prices">
      <div role="tablist" aria-label={texts.tabsLabel} className="prices-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`prices-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`prices-panel-${name}`}
            tabIndex={name === tab ? 0 : -1}
            data-testid={`desk-prices-tab-${name}`}
            ref={(element) => {
              if (element) tabs.current.set(name, element);
            }}
            onClick={() => open(name)}
            onKeyDown={handleKeyDown}
          >
            {texts.tabs[LABEL_OF[name]]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`prices-panel-${tab}`} aria-labelledby={`prices-tab-${tab}`}>
        {tab === 'tariffs' && <TariffsTab openId={openId} onOpen={(id) => open('tariffs', id)} />}
        {tab === 'promo-codes' && (
          <PromoCodesTab openId={openId} onOpen={(id) => open('promo-codes', id)} />
        )}
        {tab === 'discounts' && <DiscountsTab />}
      </div>
    </div>
  );
}
