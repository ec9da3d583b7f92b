import { memo, useState, type MouseEvent, type ReactNode } from 'react';
import { Dropdown } from 'antd';
import { useDesignerStore } from '../context';
import { factsOf, type ActionHost } from './facts';
import { CONTEXT_MENU_ACTIONS } from './registry';
import { useActionMenu } from './useActionMenu';

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
  const [facts, setFacts] = useState(() => factsOf(store.getState()));
  const pickUnderPointer = (event: MouseEvent) => {
    const id = widgetUnder(event.target);
    const state = store.getState();
    if (id && !state.editor.selection.includes(id)) state.select([id]);
    setFacts(factsOf(store.getState()));
  };
  const menu = useActionMenu(CONTEXT_MENU_ACTIONS, facts, host);
  return (
    <Dropdown trigger={['contextMenu']} menu={menu}>
      <div style={{ display: 'contents' }}>
        {/* Inside the menu's trigger: the pick runs before the menu opens. */}
        <div onContextMenu={pickUnderPointer} style={{ display: 'contents' }}>
          {children}
        </div>
      </div>
    </Dropdown>
  );
});
