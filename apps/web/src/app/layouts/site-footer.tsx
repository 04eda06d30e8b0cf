import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="footer-brand">
          <strong>Parallax</strong> — {t('footer.tagline')}
        </p>
        <p className="footer-links">
          <a href="/api/docs">{t('footer.apiDocs')}</a>
        </p>
        <p className="footer-rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
