import { CheckOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useDesignerStore } from '../context';
import { shortcutHint, useActionLabel } from './ActionButton';
import type { ActionFacts, ActionHost } from './facts';
import type { DesignerAction } from './registry';

/** A setting's item is a checkbox to a screen reader, ticked while the setting is on. */
function checkboxItem(on: boolean) {
  return {
    icon: <CheckOutlined style={{ visibility: on ? 'visible' : 'hidden' }} />,
    role: 'menuitemcheckbox',
    'aria-checked': on,
  };
}

/**
 * A menu of designer actions (the right-click menu, the bar's View menu): each item named, enabled
 * and ticked by its action, its shortcut beside it; a click runs the action.
 */
export function useActionMenu(
  actions: readonly DesignerAction[],
  facts: ActionFacts,
  host: ActionHost,
): Required<Pick<MenuProps, 'items' | 'onClick'>> {
  const store = useDesignerStore();
  const label = useActionLabel();
  const offered = actions.filter((action) => action.available?.(host) ?? true);
  const items: MenuProps['items'] = offered.map((action) => {
    const Icon = action.icon;
    return {
      key: action.id,
      label: label(action),
      icon: <Icon />,
      extra: shortcutHint(action),
      disabled: !action.enabled(facts),
      ...(action.checked ? checkboxItem(action.checked(facts)) : {}),
    };
  });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = offered.find((candidate) => candidate.id === key);
    action?.perform({ state: store.getState(), host, large: false });
  };
  return { items, onClick };
}
