import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { transactionQueries } from '../api/checkout';
import { applySettledPayment } from './payment-status';

/** How often a pending payment is asked about, and after how long the page says it is slow. */
const POLL_MS = 1000;
const SLOW_AFTER_MS = 20_000;

/**
 * The transaction asked about until it settles (the success flag only says what the payment page
 * saw); once settled, what it bought is applied; while pending, whether it is taking long.
 */
export function usePaymentTransaction(transactionId: string, isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const [isSlow, setIsSlow] = useState(false);

  const query = useQuery({
    ...transactionQueries.detail(transactionId),
    enabled: isSignedIn && transactionId !== '',
    refetchInterval: (current) => (current.state.data?.status === 'PENDING' ? POLL_MS : false),
  });
  const transaction = query.data;
  const status = transaction?.status;

  useEffect(() => {
    if (transaction && transaction.status !== 'PENDING')
      void applySettledPayment(queryClient, transaction);
  }, [transaction, queryClient]);
  useEffect(() => {
    if (status !== 'PENDING') return;
    const timer = window.setTimeout(
      () => setIsSlow(true),
      SLOW_AFTER_MS - (Date.now() - startedAt),
    );
    return () => window.clearTimeout(timer);
  }, [status, startedAt]);

  return { transaction, error: query.error, isSlow };
}
