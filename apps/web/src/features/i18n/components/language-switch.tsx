import { LANGUAGES } from '@parallax/core/platform';
import { useTranslation } from '@/lib/i18n';

/** en / es; the choice is stored (lib/i18n persists it on change). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        data-testid="language-switch"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`common.languages.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
