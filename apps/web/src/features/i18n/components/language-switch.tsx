import { LANGUAGES } from '@parallax/core/platform';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';

/**
 * en / es; the choice is stored (lib/i18n persists it on change). The other language's texts load
 * first: if they cannot (offline), the language stays and a toast says so.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          i18n.changeLanguage(event.target.value).catch(() => {
            showToast('errors.offline', { tone: 'error' });
          });
        }}
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
