import type { UserInfo } from '@parallax/core/contracts/auth';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { UserIcon } from '@/components/ui/icons';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { readRememberedUserName, rememberUserName } from '../model/remembered-user-name';

const ControlPanel = lazy(() =>
  import('./control-panel').then((module) => ({ default: module.ControlPanel })),
);

/** spec 1 §2 header: after a fresh login on desktop the user button expands for 3.2 s. */
export const FRESH_LOGIN_EXPAND_MS = 3200;

/** The header's user-name button; it opens the control panel (loaded on first opening). */
export function UserButton({ user, signedInAt }: { user: UserInfo; signedInAt: number | null }) {
  const { t } = useTranslation();
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsedFor, setCollapsedFor] = useState<number | null>(null);

  useEffect(() => rememberUserName(user.name), [user.name]);

  useEffect(() => {
    if (signedInAt === null) return;
    const timer = setTimeout(() => setCollapsedFor(signedInAt), FRESH_LOGIN_EXPAND_MS);
    return () => clearTimeout(timer);
  }, [signedInAt]);
  const isExpanded = isDesktop && signedInAt !== null && collapsedFor !== signedInAt;

  return (
    <>
      <button
        type="button"
        className={`user-button${isExpanded ? ' is-expanded' : ''}`}
        onClick={() => setIsPanelOpen(true)}
        aria-haspopup="dialog"
        data-testid="user-button"
      >
        <span className="user-avatar" aria-hidden="true">
          <UserIcon size={18} />
        </span>
        {/* The greeting takes the name's place while expanded (it says the name itself); the
            button's accessible name stays the user name. */}
        <span className={`user-name${isExpanded ? ' visually-hidden' : ''}`}>{user.name}</span>
        {isExpanded && (
          <span className="user-greeting" aria-hidden="true">
            {t('header.greeting', { name: user.name })}
          </span>
        )}
      </button>
      {isPanelOpen && (
        <Suspense fallback={null}>
          <ControlPanel user={user} onClose={() => setIsPanelOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The user button's place while the session is being confirmed (a session marker says the visitor
 * is most likely signed in): the same box with the last signed-in user's name, inert.
 */
export function UserButtonPlaceholder() {
  const [name] = useState(readRememberedUserName);
  return (
    <span
      className="user-button user-button-placeholder"
      aria-hidden="true"
      data-testid="user-button-placeholder"
    >
      <span className="user-avatar">
        <UserIcon size={18} />
      </span>
      <span className={`user-name${name ? '' : ' user-name-unknown'}`}>{name}</span>
    </span>
  );
}
