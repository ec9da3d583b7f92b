import { useEffect, useState } from 'react';
import { Button, Drawer, Grid, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { DashboardOutlined, MenuOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, parseLocale, storedLocale } from '../../i18n/i18n';
import { useSession } from '../../state/session';
import { useTheme, useUserConfig, useUserInfoRefresh } from '../../features/account/queries';
import { AlarmBanner } from '../../features/alarm/AlarmBanner';
import { useMessageSocket } from '../../features/message/useMessageSocket';
import { Breadcrumbs } from './Breadcrumbs';
import { GlobalSearch } from './GlobalSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { UnreadBadge } from './UnreadBadge';
import { UserMenu } from './UserMenu';
import {
  AREA_LABEL,
  areaHome,
  areaOf,
  areasFor,
  menuFor,
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

const AREA_KEY_PREFIX = 'area:';

/** The frame of every logged-in screen: header, area navigation and the screen itself. */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const theme = useTheme();
  const auths = useSession((state) => state.user?.auths);
  const narrow = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  useUserInfoRefresh();
  useSavedLocale();
  const ringing = useMessageSocket();

  const area = areaOf(pathname);
  const areas = areasFor(auths);
  const areaItems = areas.map((key) => ({
    key: `${AREA_KEY_PREFIX}${key}`,
    label: t(AREA_LABEL[key]),
  }));
  const screenItems = menuFor(area, auths).map((item) => ({
    key: item.path,
    label: item.hint ? (
      <Tooltip title={t(item.hint)} placement="right">
        <span data-testid="menu-hint">{t(item.title)}</span>
      </Tooltip>
    ) : (
      t(item.title)
    ),
  }));
  const selectedScreen = selectedMenuPath(pathname);
  const selectedKeys = [`${AREA_KEY_PREFIX}${area}`, ...(selectedScreen ? [selectedScreen] : [])];

  const open: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    const target = key.startsWith(AREA_KEY_PREFIX)
      ? areaHome(key.slice(AREA_KEY_PREFIX.length) as Area, auths)
      : key;
    void navigate(target);
  };

  return (
    <Layout className="lf-shell">
      <Layout.Header className="lf-shell__header">
        {narrow && (
          <Button
            type="text"
            className="lf-shell__burger"
            icon={<MenuOutlined />}
            aria-label={t('nav.menu')}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <div className="lf-shell__brand">
          <span className="lf-shell__mark" aria-hidden>
            <DashboardOutlined />
          </span>
          <span className="lf-shell__title" data-testid="app-title">
            {theme.data?.title || t('common.defaultTitle')}
          </span>
        </div>
        {narrow ? (
          <div className="lf-shell__spacer" />
        ) : (
          <Menu
            className="lf-shell__nav"
            theme="dark"
            mode="horizontal"
            aria-label={t('nav.menu')}
            selectedKeys={selectedKeys}
            items={areaItems}
            onClick={open}
          />
        )}
        <div className="lf-shell__tools">
          <GlobalSearch compact={narrow} />
          <UnreadBadge ringing={ringing} />
          <LanguageSwitch tone="dark" />
          <UserMenu />
        </div>
      </Layout.Header>
      <Layout hasSider={!narrow && screenItems.length > 0}>
        {!narrow && screenItems.length > 0 && (
          <Layout.Sider className="lf-shell__sider" theme="light" width={220}>
            <Menu mode="inline" selectedKeys={selectedKeys} items={screenItems} onClick={open} />
          </Layout.Sider>
        )}
        <Layout.Content className="lf-shell__content">
          <AlarmBanner />
          <Breadcrumbs />
          <Outlet />
        </Layout.Content>
      </Layout>
      {narrow && (
        <Drawer
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={theme.data?.title || t('common.defaultTitle')}
          styles={{ body: { padding: 0 } }}
        >
          <Menu
            mode="inline"
            selectedKeys={selectedKeys}
            onClick={open}
            items={[
              { type: 'group', key: 'areas', label: t('nav.menu'), children: areaItems },
              { type: 'divider' },
              ...screenItems,
            ]}
          />
        </Drawer>
      )}
    </Layout>
  );
}
