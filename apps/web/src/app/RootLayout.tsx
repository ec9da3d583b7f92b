import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../features/account/queries';
import { adoptDefaultLocale } from '../i18n/i18n';

function useDocumentTheme(): void {
  const { t } = useTranslation();
  const theme = useTheme();
  const title = theme.data?.title || t('common.defaultTitle');
  const favicon = theme.data?.faviconIco;
  const defaultLanguage = theme.data?.defaultLanguage;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (defaultLanguage) void adoptDefaultLocale(defaultLanguage);
  }, [defaultLanguage]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);
}

/**
 * The root of every route: theme title, favicon and default language, and the outlet. While the next screen's code
 * or session check is on its way the current screen stays, under a thin bar along the top.
 */
export function RootLayout() {
  useDocumentTheme();
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div className="lf-route-progress" role="progressbar" aria-label={t('common.loading')} />
      )}
      <Outlet />
    </>
  );
}
