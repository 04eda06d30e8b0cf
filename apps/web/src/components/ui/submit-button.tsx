/** A form's submit button; while the form is busy it is disabled and shows a spinner. */
export function SubmitButton({
  isBusy,
  label,
  isBlock = true,
}: {
  isBusy: boolean;
  label: string;
  /** Full width, as in dialogs and form pages; false keeps it as wide as its label. */
  isBlock?: boolean;
}) {
  return (
    <button
      type="submit"
      className={isBlock ? 'button button-block' : 'button'}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy && <span className="spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}
