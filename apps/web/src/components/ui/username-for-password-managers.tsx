/**
 * A hidden username field for forms that only set a password (reset, change, first password):
 * password managers need it to store the new password under the right account.
 */
export function UsernameForPasswordManagers({ value }: { value: string }) {
  if (!value) return null;
  return (
    <input type="text" name="username" autoComplete="username" value={value} readOnly hidden />
  );
}
