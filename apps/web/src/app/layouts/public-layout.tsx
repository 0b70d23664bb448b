import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useSystemName } from '../../lib/app-branding.ts';
import classes from './public-layout.module.css';

/** Frame of the screens anyone can open: sign-in and friends, legal pages, not found. */
export function PublicLayout() {
  const { t } = useTranslation();
  const systemName = useSystemName();
  return (
    <div className={classes.page}>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className={classes.header}>
        <Anchor component={Link} to="/" underline="never" aria-label={t('app.homeLink', { name: systemName })}>
          <BrandMark />
        </Anchor>
        <LanguageSwitcher />
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Text size="xs" c="dimmed">
          {t('app.openSource')}
        </Text>
        {/* Workers reach the reporting channel from every public page, without an account. */}
        <Anchor component={Link} to="/report" size="sm">
          {t('footer.reportProblem')}
        </Anchor>
        <nav aria-label={t('footer.legal')} className={classes.footerLinks}>
          <Anchor component={Link} to="/term-conditions" size="sm" c="dimmed">
            {t('footer.terms')}
          </Anchor>
          <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed">
            {t('footer.privacy')}
          </Anchor>
        </nav>
      </footer>
    </div>
  );
}
