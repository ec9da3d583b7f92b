import { useEffect, useMemo } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n';
import { ANTD_LOCALES } from './antdLocale';
import { queryClient } from './queryClient';
import { setToastSinks } from './toast';
import { useReducedMotion } from './useReducedMotion';
import 'antd/dist/antd.css';
import './global.css';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Sends toasts through antd's App context so they follow the theme and language. */
function ToastBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setToastSinks({
      error: (text) => void message.error(text),
      success: (text) => void message.success(text),
      clear: () => message.destroy(),
    });
  }, [message]);
  return null;
}

const TOKENS = { colorPrimary: '#1677ff', borderRadius: 6, colorBgLayout: '#f2f5f9' };

export function App({ router }: { router: AppRouter }) {
  const { i18n } = useTranslation();
  const locale = currentLocale();
  const reducedMotion = useReducedMotion();
  // Dialogs, menus and messages appear without zooming or sliding for a person who asked their
  // system for less motion.
  const theme = useMemo(
    () => ({
      algorithm: antdTheme.defaultAlgorithm,
      zeroRuntime: true,
      token: { ...TOKENS, motion: !reducedMotion },
    }),
    [reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        key={i18n.language}
        locale={ANTD_LOCALES[locale]}
        theme={theme}
        button={{ autoInsertSpace: false }}
      >
        <AntdApp>
          <ToastBridge />
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
