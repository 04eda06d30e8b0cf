import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** Asks before an action that cannot be taken back; the safe choice has focus. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  keep,
  isBusy,
  failure,
  testId,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirm: string;
  keep: string;
  isBusy: boolean;
  failure: string | null;
  testId: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={() => !isBusy && onClose()}
      initialFocus="[data-autofocus]"
      testId={testId}
      className="customers-dialog-frame"
    >
      <div className="customers-dialog">
        <h2 id={titleId}>{title}</h2>
        <p>{body}</p>
        {failure && (
          <p className="desk-error" role="alert">
            {failure}
          </p>
        )}
        <div className="desk-actions">
          <button
            type="button"
            className="desk-button"
            onClick={onClose}
            disabled={isBusy}
            data-autofocus
          >
            {keep}
          </button>
          <button
            type="button"
            className="desk-button desk-button-primary"
            onClick={onConfirm}
            disabled={isBusy}
            data-testid={`${testId}-confirm`}
          >
            {confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
