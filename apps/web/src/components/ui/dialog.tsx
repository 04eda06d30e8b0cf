import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { nextTask } from '@/lib/next-task';
import { openOverlay } from '@/lib/overlays';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

type DialogProps = {
  /** The id of the element naming the dialog (its heading). */
  labelledBy: string;
  /** Esc, a click on the backdrop or a close button asks to close; the owner decides. */
  onRequestClose: () => void;
  className?: string;
  testId?: string;
  /**
   * What takes focus on opening: the first match of this selector, else the first control.
   * (React's autoFocus cannot do it: it runs before showModal renders the dialog.)
   */
  initialFocus?: string;
  children: ReactNode;
};

const FIRST_FIELD = 'input:not([disabled]):not([type="hidden"]):not([hidden]), select, textarea';

/**
 * Opens the dialog as a modal once it has mounted (a task later, see below), with focus on
 * `initialFocus`, and closes it when it unmounts, giving focus back to the opener.
 */
function useModalOpening(ref: RefObject<HTMLDialogElement | null>, initialFocus: string) {
  // Prompts wait while a dialog is open (lib/overlays.ts); marked before the paint, so none of
  // them shows for a frame over it.
  useLayoutEffect(openOverlay, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusFirst = () =>
      (dialog.querySelector<HTMLElement>(initialFocus) ?? focusables(dialog)[0])?.focus();
    let isCurrent = true;
    if (typeof dialog.showModal === 'function') {
      // In a task of its own: making the rest of the page inert restyles all of it, and focusing
      // lays it out, some 40 ms on a phone that would add to the render that opened the dialog.
      void nextTask().then(() => {
        if (!isCurrent || !dialog.isConnected) return;
        if (!dialog.open) dialog.showModal();
        focusFirst();
      });
    } else {
      dialog.setAttribute('open', ''); // environments without showModal (jsdom)
      focusFirst();
    }
    return () => {
      isCurrent = false;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opening only: later changes of content move focus themselves (autoFocus).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A modal dialog on the native <dialog> (showModal makes the rest of the page inert). Focus is
 * kept inside with Tab wrapping, moved in on opening and given back to the opener on closing.
 * Esc never closes it directly: the owner may refuse (loading, a permanent modal).
 */
export function Dialog({
  labelledBy,
  onRequestClose,
  className = '',
  testId,
  initialFocus = FIRST_FIELD,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  useModalOpening(ref, initialFocus);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here, not by the browser's cancel, so a refusal really keeps the dialog open.
      event.preventDefault();
      event.stopPropagation();
      onRequestClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Esc pressed while focus is outside the dialog's content (a button that just became
  // disabled hands focus to <body>) arrives as the browser's cancel event instead.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onRequestClose();
  };

  // The browser may close a modal dialog on its own (Chromium does on a repeated Esc after a
  // refused cancel); while the owner still renders it, it stays open.
  const handleNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (dialog.isConnected && !dialog.open && typeof dialog.showModal === 'function') {
      dialog.showModal();
    }
  };

  // The dialog box fills the <dialog> element, so a click on the element itself is the backdrop.
  // Both ends of the click must be there: a text selection dragged out of a field is no click.
  const handleMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onRequestClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
      data-testid={testId}
    >
      <div className="dialog-box">{children}</div>
    </dialog>
  );
}
