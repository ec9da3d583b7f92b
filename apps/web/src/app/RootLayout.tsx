import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../features/account/queries';
import { ScreenOutlet } from './ScreenOutlet';

function useDocumentTheme(): void {
  const { t } = useTranslation();
  const theme = useTheme();
  const title = theme.data?.title || t('common.defaultTitle');
  const favicon = theme.data?.faviconIco;
  useEffect(() => {
    document.title = title;
  }, [title]);
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

/** The root of every route: theme title and favicon, and the outlet for public screens. */
export function RootLayout() {
  useDocumentTheme();
  return <ScreenOutlet />;
}
