import { memo, useState, type MouseEvent, type ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useDesignerStore } from '../context';
import { shortcutHint, useActionLabel } from './ActionButton';
import { factsOf, type ActionHost } from './facts';
import { CONTEXT_MENU_ACTIONS } from './registry';

/** The outermost widget under the pointer: a click inside a group means the group. */
function widgetUnder(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  let found: Element | null = target.closest('[data-widget-id]');
  let outermost: Element | null = null;
  while (found) {
    outermost = found;
    found = found.parentElement?.closest('[data-widget-id]') ?? null;
  }
  return outermost?.getAttribute('data-widget-id') ?? null;
}

/**
 * The canvas's right-click menu, built from the actions marked for it. A right click on a widget
 * outside the selection picks it first, so the menu acts on what was clicked.
 */
export const DesignerContextMenu = memo(function DesignerContextMenu({
  host,
  children,
}: {
  readonly host: ActionHost;
  readonly children: ReactNode;
}) {
  const store = useDesignerStore();
  const label = useActionLabel();
  const [facts, setFacts] = useState(() => factsOf(store.getState()));
  const pickUnderPointer = (event: MouseEvent) => {
    const id = widgetUnder(event.target);
    const state = store.getState();
    if (id && !state.editor.selection.includes(id)) state.select([id]);
    setFacts(factsOf(store.getState()));
  };
  const items: MenuProps['items'] = CONTEXT_MENU_ACTIONS.filter(
    (action) => action.available?.(host) ?? true,
  ).map((action) => {
    const Icon = action.icon;
    return {
      key: action.id,
      label: label(action),
      icon: <Icon />,
      extra: shortcutHint(action),
      disabled: !action.enabled(facts),
    };
  });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = CONTEXT_MENU_ACTIONS.find((candidate) => candidate.id === key);
    action?.perform({ state: store.getState(), host, large: false });
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick }}>
      <div style={{ display: 'contents' }}>
        {/* Inside the menu's trigger: the pick runs before the menu opens. */}
        <div onContextMenu={pickUnderPointer} style={{ display: 'contents' }}>
          {children}
        </div>
      </div>
    </Dropdown>
  );
});
