import { AuthEntry } from '@/features/auth/components/auth-entry';
import { StorePage } from '@/features/catalog/components/store-page';

/**
 * The store page, and the login and register routes over it (spec 1 §2 "auth entry"). One
 * component for all three, so moving between them keeps the page (and its trailer) mounted.
 */
export function StoreRoute({ authMode }: { authMode?: 'login' | 'register' }) {
  return (
    <>
      <StorePage />
      {authMode && <AuthEntry mode={authMode} />}
    </>
  );
}
