import { pagePath } from '@parallax/core/pages';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { NavLink } from '@/components/ui/link';
import { CloseIcon } from '@/components/ui/icons';
import { MenuIcon } from '@/components/ui/store-icons';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { SubscriptionButton } from './subscription-button';

/** spec 1 §2 breakpoints: below the tablet breakpoint (810 px) the header folds into a menu. */
export const MOBILE_MENU_QUERY = '(max-width: 809px)';

/**
 * The header's menu on narrow screens (spec 1 §2: library and control panel), with what does not
 * fit in the bar (language, subscription). A disclosure: the toggle says whether it is expanded;
 * Escape closes it and gives focus back to the toggle; a click outside, leaving it with Tab or
 * following one of its links closes it.
 */
export function MobileMenu({
  canSeeLibrary,
  isLikelySignedIn,
  onOpenControlPanel,
}: {
  canSeeLibrary: boolean;
  /** The header's guess while the session is not confirmed: a live session marker. */
  isLikelySignedIn: boolean;
  /** Set when a user is signed in: the control panel item opens their panel. */
  onOpenControlPanel: (() => void) | null;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const { isOpen, wrapperRef, toggleRef, toggle, close, closeToToggle, handleKeyDown, handleBlur } =
    useMenuDisclosure();
  const handleOpenControlPanel = onOpenControlPanel
    ? () => {
        // Focus goes back to the toggle first, so the panel returns it there when it closes.
        closeToToggle();
        onOpenControlPanel();
      }
    : null;

  return (
    <div
      className="mobile-menu-wrapper"
      ref={wrapperRef}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mobile-menu-toggle"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('header.menu')}
        onClick={toggle}
        data-testid="mobile-menu-toggle"
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={menuId} className="mobile-menu" hidden={!isOpen} data-testid="mobile-menu">
        <MobileMenuList
          canSeeLibrary={canSeeLibrary}
          isLikelySignedIn={isLikelySignedIn}
          onClose={close}
          onOpenControlPanel={handleOpenControlPanel}
        />
      </div>
    </div>
  );
}

/**
 * The disclosure's state: opening focuses its first item; Escape closes it back to the toggle;
 * a click outside or focus leaving it closes it.
 */
function useMenuDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    wrapperRef.current
      ?.querySelector<HTMLElement>('.mobile-menu a, .mobile-menu button, .mobile-menu select')
      ?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  const closeToToggle = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };
  return {
    isOpen,
    wrapperRef,
    toggleRef,
    toggle: () => setIsOpen((open) => !open),
    close: () => setIsOpen(false),
    closeToToggle,
    handleKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      closeToToggle();
    },
    handleBlur: (event: FocusEvent) => {
      if (!wrapperRef.current?.contains(event.relatedTarget)) setIsOpen(false);
    },
  };
}

function MobileMenuList({
  canSeeLibrary,
  isLikelySignedIn,
  onClose,
  onOpenControlPanel,
}: {
  canSeeLibrary: boolean;
  isLikelySignedIn: boolean;
  onClose: () => void;
  onOpenControlPanel: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mobile-menu-list">
      {canSeeLibrary && (
        <li>
          <NavLink to={pagePath('library')} className="mobile-menu-item" onClick={onClose}>
            {t('header.library')}
          </NavLink>
        </li>
      )}
      {onOpenControlPanel && (
        <li>
          <button
            type="button"
            className="mobile-menu-item"
            aria-haspopup="dialog"
            onClick={onOpenControlPanel}
          >
            {t('header.controlPanel')}
          </button>
        </li>
      )}
      {/* The language switch before the subscription offer: a guest's menu opens on it, and
          the offer, known after the user's subscription, moves nothing above it. */}
      <li className="mobile-menu-language">
        <LanguageSwitch />
      </li>
      <li className="mobile-menu-subscription">
        <SubscriptionButton className="mobile-menu-item" isLikelySignedIn={isLikelySignedIn} />
      </li>
    </ul>
  );
}
