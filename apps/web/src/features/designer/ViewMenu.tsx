import { DownOutlined } from '@ant-design/icons';
import { cloneElement, type CSSProperties, type ReactElement } from 'react';
import { Button, Divider, Dropdown, InputNumber, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionFacts, ActionHost } from './actions/facts';
import { actionsIn } from './actions/registry';
import { useActionMenu } from './actions/useActionMenu';
import { useDesigner } from './context';

const VIEW_ACTIONS = actionsIn('view');

/**
 * The bar's View menu, as desktop editors have it: the page's settings (grid, rulers, snapping,
 * auto-save) from the action registry, each ticked while on, and below them the auto-save
 * interval. One button instead of four switches keeps the bar on one line at 1280 px.
 */
export function ViewMenu({
  facts,
  host,
}: {
  readonly facts: ActionFacts;
  readonly host: ActionHost;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const menu = useActionMenu(VIEW_ACTIONS, facts, host);
  const saveInterval = useDesigner((s) => s.config.saveInterval);
  const setConfig = useDesigner((s) => s.setConfig);
  return (
    <Dropdown
      trigger={['click']}
      menu={menu}
      popupRender={(items) => (
        // The menu and the interval in one panel, as antd's own example of an extended menu.
        <div
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {cloneElement(items as ReactElement<{ style?: CSSProperties }>, {
            style: { boxShadow: 'none' },
          })}
          <Divider style={{ margin: 0 }} />
          <Space size={8} style={{ padding: '4px 12px' }}>
            {t('project.toolbar.interval')}
            <InputNumber
              size="small"
              min={1}
              max={120}
              aria-label={t('project.toolbar.interval')}
              value={saveInterval}
              disabled={!facts.autoSave}
              onChange={(value) =>
                setConfig({ saveInterval: Math.max(1, Math.round(Number(value ?? 5))) })
              }
              style={{ width: 56 }}
            />
          </Space>
        </div>
      )}
    >
      <Button size="small" type="text">
        <Space size={4}>
          {t('project.toolbar.view')}
          <DownOutlined aria-hidden />
        </Space>
      </Button>
    </Dropdown>
  );
}
