import type { SalesTotals } from '@parallax/core/contracts/desk-sales';
import type { Formats } from '../model/format';
import type { SalesTexts } from '../model/texts';

type Card = { id: string; label: string; value: string; detail?: string };

/** The range's totals as cards; each figure carries a test id (`desk-sales-<figure>`). */
export function SalesSummary(props: { totals: SalesTotals; formats: Formats; texts: SalesTexts }) {
  const { totals, formats: f, texts } = props;
  const t = texts.cards;
  const cards: Card[] = [
    { id: 'revenue', label: t.revenue, value: f.money(totals.revenue) },
    { id: 'orders', label: t.orders, value: f.count(totals.orders) },
    {
      id: 'refunds',
      label: t.refunds,
      value: f.count(totals.refunds),
      detail: t.refundsSum(f.money(totals.refundsSum)),
    },
    { id: 'renewals', label: t.renewals, value: f.count(totals.renewals) },
    { id: 'mrr', label: t.mrr, value: f.money(totals.mrr) },
    { id: 'subscribers', label: t.activeSubscribers, value: f.count(totals.activeSubscribers) },
    {
      id: 'trials',
      label: t.trials,
      value: f.count(totals.trialsStarted),
      detail: t.trialsConverted(f.count(totals.trialsConverted)),
    },
    {
      id: 'churn',
      label: t.churn,
      value: f.percent(totals.churnRate),
      detail: t.churnDetail(f.count(totals.churned), f.count(totals.activeAtStart)),
    },
    { id: 'downloads', label: t.downloads, value: f.count(totals.downloads) },
    { id: 'plays', label: t.plays, value: f.count(totals.plays) },
  ];
  return (
    <ul className="sales-cards" aria-label={t.label}>
      {cards.map((card) => (
        <li key={card.id} className="sales-card">
          <span className="sales-card-label">{card.label}</span>
          <strong className="sales-card-value" data-testid={`desk-sales-${card.id}`}>
            {card.value}
          </strong>
          {card.detail && (
            <span className="sales-card-detail" data-testid={`desk-sales-${card.id}-detail`}>
              {card.detail}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
