import { Fragment, memo, useDeferredValue, type ReactNode } from 'react';
import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { ActionButton } from './actions/ActionButton';
import { factsOf, type ActionFacts, type ActionHost } from './actions/facts';
import { actionsIn, type DesignerAction, type ToolbarGroup } from './actions/registry';
import { useDesigner } from './context';
import { ViewMenu } from './ViewMenu';

export interface ToolbarProps {
  readonly title: string;
  readonly host: ActionHost;
  readonly saving: boolean;
  readonly status: ReactNode;
}

/**
 * The designer's bar: a button for each action the registry places on it, then the page's
 * settings. The buttons follow the selection a moment behind (a deferred value), so a click on
 * the canvas shows its outline first and the forty buttons re-render in the next slice of work.
 */
export function Toolbar(props: ToolbarProps) {
  const facts = useDeferredValue(useDesigner(useShallow(factsOf)));
  return <ToolbarButtons {...props} facts={facts} />;
}

// Narrow gaps and dividers, and the page's settings in the View menu, keep the whole bar, Save
// included, on one line at 1280 px.
const GROUP_DIVIDER = { marginInline: 4 } as const;

const EDITING_GROUPS: readonly ToolbarGroup[] = ['edit', 'arrange', 'zoom'];

const ToolbarButtons = memo(function ToolbarButtons({
  title,
  host,
  saving,
  status,
  facts,
}: ToolbarProps & { readonly facts: ActionFacts }) {
  const { t } = useTranslation();
  // Only what the bar shows besides the buttons: a drag re-renders it when it changes.
  const zoom = useDesigner((s) => s.zoom);
  // Save, the one labelled primary button, spins while the page is being saved.
  const button = (action: DesignerAction, labelled = false) => (
    <ActionButton
      key={action.id}
      action={action}
      label={t(`project.toolbar.${action.labelKey}`)}
      facts={facts}
      host={host}
      labelled={labelled}
      primary={action.id === 'save'}
      loading={action.id === 'save' && saving}
    />
  );
  const buttons = (group: ToolbarGroup) => actionsIn(group).map((action) => button(action));
  return (
    <div
      role="toolbar"
      aria-label={title}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        padding: '4px 8px',
        borderBottom: '1px solid #f0f0f0',
        background: '#fff',
        flexWrap: 'wrap',
      }}
    >
      {buttons('leave')}
      <strong
        style={{
          margin: '0 8px',
          maxWidth: 200,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {title}
      </strong>
      {EDITING_GROUPS.map((group) => (
        <Fragment key={group}>
          <Divider orientation="vertical" style={GROUP_DIVIDER} />
          {buttons(group)}
        </Fragment>
      ))}
      <span style={{ minWidth: 40, textAlign: 'center' }}>{Math.round(zoom * 100)}%</span>
      <Divider orientation="vertical" style={GROUP_DIVIDER} />
      <ViewMenu facts={facts} host={host} />
      <div style={{ flex: 1 }} />
      {status}
      {actionsIn('finish')
        .filter((action) => action.available?.(host) ?? true)
        .map((action) => button(action, true))}
    </div>
  );
});
