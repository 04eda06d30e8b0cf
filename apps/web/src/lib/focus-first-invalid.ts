/**
 * After a submit finds problems, moves focus to the first field marked invalid, so keyboard and
 * screen-reader users land on (and hear) the message instead of staying on the submit button.
 * Runs after React has rendered the error states.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
