import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from '../context';
import type { ActionFacts, ActionHost } from './facts';
import { shortcutText } from './keys';
import type { DesignerAction } from './registry';

/** ⌘ on a Mac, Ctrl elsewhere: shortcuts are written the way the keyboard is labelled. */
export const ON_MAC =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The first of an action's shortcuts, as it reads ("Ctrl+Z"), or nothing. */
export function shortcutHint(action: DesignerAction): string | undefined {
  const first = action.shortcuts[0];
  return first ? shortcutText(first, ON_MAC) : undefined;
}

export function useActionLabel(): (action: DesignerAction) => string {
  const { t } = useTranslation();
  return (action) => t(`project.toolbar.${action.labelKey}`);
}

interface ActionButtonProps {
  readonly action: DesignerAction;
  /** The action's name in the screen's language (the bar translates once for all its buttons). */
  readonly label: string;
  readonly facts: ActionFacts;
  readonly host: ActionHost;
  /** Shows the name beside the icon (preview, save) instead of only in the tooltip. */
  readonly labelled?: boolean;
  readonly primary?: boolean;
  readonly loading?: boolean;
}

/** A toolbar button that runs one designer action, named by it and enabled by its predicate. */
export function ActionButton({
  action,
  label,
  facts,
  host,
  labelled,
  primary,
  loading,
}: ActionButtonProps) {
  const store = useDesignerStore();
  const hint = shortcutHint(action);
  const Icon = action.icon;
  const run = () => action.perform({ state: store.getState(), host, large: false });
  if (labelled)
    return (
      <Button
        size="small"
        type={primary ? 'primary' : 'default'}
        icon={<Icon />}
        loading={loading}
        disabled={!action.enabled(facts)}
        onClick={run}
      >
        {label}
      </Button>
    );
  return (
    <Tooltip title={hint ? `${label} (${hint})` : label}>
      <Button
        aria-label={label}
        size="small"
        type={action.active?.(facts) ? 'primary' : 'text'}
        icon={<Icon />}
        disabled={!action.enabled(facts)}
        onClick={run}
      />
    </Tooltip>
  );
}
