import { useEffect } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, parseLocale, storedLocale } from '../../i18n/i18n';
import { useSession } from '../../state/session';
import { useTheme, useUserConfig, useUserInfoRefresh } from '../../features/account/queries';
import { ScreenOutlet } from '../ScreenOutlet';
import { LanguageSwitch } from './LanguageSwitch';
import { UnreadBadge } from './UnreadBadge';
import { UserMenu } from './UserMenu';
import {
  AREA_HOME,
  AREA_LABEL,
  AREA_MENU,
  areaOf,
  selectedMenuPath,
  type Area,
} from './navigation';
import './AppShell.css';

/** A language saved in the user's config applies on a device that has no choice of its own. */
function useSavedLocale(): void {
  const config = useUserConfig('locale');
  const saved = parseLocale(config.data?.locale);
  useEffect(() => {
    if (saved && !storedLocale() && saved !== currentLocale()) void changeLocale(saved);
  }, [saved]);
}

/** The frame of every logged-in screen: header, area navigation and the screen itself. */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const theme = useTheme();
  const isAdmin = useSession((state) => state.user?.roleType === 'admin');
  useUserInfoRefresh();
  useSavedLocale();

  const area = areaOf(pathname);
  const areas: Area[] = isAdmin ? ['monitor', 'manage', 'account'] : ['monitor', 'account'];
  const topItems: MenuProps['items'] = areas.map((key) => ({
    key,
    label: t(AREA_LABEL[key]),
    'data-testid': `nav-${key}`,
  }));
  const sideMenu = area === 'manage' && !isAdmin ? [] : AREA_MENU[area];
  const sideItems: MenuProps['items'] = sideMenu.map((item) => ({
    key: item.path,
    label: t(item.title),
  }));
  const selectedSide = selectedMenuPath(pathname);

  return (
    <Layout className="lf-shell">
      <Layout.Header className="lf-shell__header">
        <div className="lf-shell__brand">
          <span className="lf-shell__mark" aria-hidden>
            <DashboardOutlined />
          </span>
          <span className="lf-shell__title" data-testid="app-title">
            {theme.data?.title || t('common.defaultTitle')}
          </span>
        </div>
        <Menu
          className="lf-shell__nav"
          theme="dark"
          mode="horizontal"
          aria-label={t('nav.menu')}
          selectedKeys={[area]}
          items={topItems}
          onClick={({ key }) => void navigate(AREA_HOME[key as Area])}
        />
        <div className="lf-shell__tools">
          <UnreadBadge />
          <LanguageSwitch tone="dark" />
          <UserMenu />
        </div>
      </Layout.Header>
      <Layout hasSider>
        {sideItems.length > 0 && (
          <Layout.Sider
            className="lf-shell__sider"
            theme="light"
            width={208}
            breakpoint="lg"
            collapsedWidth={0}
          >
            <Menu
              mode="inline"
              selectedKeys={selectedSide ? [selectedSide] : []}
              items={sideItems}
              onClick={({ key }) => void navigate(key)}
            />
          </Layout.Sider>
        )}
        <Layout.Content className="lf-shell__content">
          <ScreenOutlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
