import { useTranslation } from '@/lib/i18n';
import { TextField } from './text-field';

/**
 * A new password and its confirmation (spec 1 §5), as every form that sets one shows them: the
 * password rules as a hint, show/hide buttons, and `new-password` so password managers offer to
 * generate and save it.
 */
export function NewPasswordFields<Name extends string>({
  names: [password, confirmation],
  values,
  errors,
  onChange,
  autoFocus = false,
}: {
  /** The form's fields holding the password and its confirmation; also the inputs' names. */
  names: readonly [Name, Name];
  values: Record<Name, string>;
  /** Catalogue keys (`errors.*`) of the problems shown under the fields. */
  errors: Partial<Record<Name, string>>;
  onChange: (name: Name, value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const reveal = { show: t('auth.showPassword'), hide: t('auth.hidePassword') };
  const message = (name: Name) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };
  return (
    <>
      <TextField
        label={t('auth.fields.newPassword')}
        name={password}
        type="password"
        value={values[password]}
        onChange={(value) => onChange(password, value)}
        error={message(password)}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        reveal={reveal}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        name={confirmation}
        type="password"
        value={values[confirmation]}
        onChange={(value) => onChange(confirmation, value)}
        error={message(confirmation)}
        autoComplete="new-password"
        reveal={reveal}
      />
    </>
  );
}
