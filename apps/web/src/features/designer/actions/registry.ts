import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AimOutlined,
  AlignRightOutlined,
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  BgColorsOutlined,
  BorderOuterOutlined,
  CheckOutlined,
  CloseOutlined,
  CloudSyncOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DashOutlined,
  DeleteOutlined,
  EyeOutlined,
  GroupOutlined,
  LockOutlined,
  RedoOutlined,
  RollbackOutlined,
  SaveOutlined,
  SnippetsOutlined,
  TableOutlined,
  UndoOutlined,
  UngroupOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import {
  align,
  distribute,
  group,
  setLocked,
  ungroup,
  zOrder,
  type AlignEdge,
  type Command,
} from '@lf/designer';
import type { projectZh } from '../../project/locale/zh';
import type { ActionContext, ActionFacts, ActionHost, ViewSwitch } from './facts';
import type { Shortcut } from './keys';

export type ToolbarLabel = keyof (typeof projectZh)['toolbar'];

/**
 * Where a toolbar button sits: the bar shows the groups in this order, a divider between; the
 * `view` group is the bar's View menu.
 */
export type ToolbarGroup = 'leave' | 'edit' | 'arrange' | 'zoom' | 'view' | 'finish';

/**
 * One thing a person can do in the designer, written once: the toolbar, the context menu and the
 * keyboard read it from `DESIGNER_ACTIONS` (in the manner of excalidraw's actions).
 */
export interface DesignerAction {
  readonly id: string;
  /** Its name, under `project.toolbar` in Chinese and English. */
  readonly labelKey: ToolbarLabel;
  readonly icon: typeof UndoOutlined;
  readonly shortcuts: readonly Shortcut[];
  readonly enabled: (facts: ActionFacts) => boolean;
  /** A toggle shows as pressed while this holds (the format painter). */
  readonly active?: (facts: ActionFacts) => boolean;
  /** A page setting switched on and off: its menu item is ticked while this holds. */
  readonly checked?: (facts: ActionFacts) => boolean;
  /** Offered only when the screen gives what it needs (preview: only where a page can be shown). */
  readonly available?: (host: ActionHost) => boolean;
  readonly perform: (context: ActionContext) => void;
  readonly toolbar?: ToolbarGroup;
  readonly contextMenu?: boolean;
}

const always = () => true;
const selection =
  (atLeast: number) =>
  (facts: ActionFacts): boolean =>
    facts.selected >= atLeast;
const command = (key: string, shift = false): Shortcut => ({ key, command: true, shift });

/** An editing command of @lf/designer run on the selection. */
function runs<Args, Extra>(
  commandToRun: Command<Args, Extra>,
  args: (context: ActionContext) => Args,
): (context: ActionContext) => void {
  return (context) => void context.state.run(commandToRun, args(context));
}

const ALIGNS: readonly { edge: AlignEdge; id: ToolbarLabel; icon: typeof UndoOutlined }[] = [
  { edge: 'left', id: 'alignLeft', icon: AlignLeftOutlined },
  { edge: 'centre', id: 'alignCentre', icon: AlignCenterOutlined },
  { edge: 'right', id: 'alignRight', icon: AlignRightOutlined },
  { edge: 'top', id: 'alignTop', icon: VerticalAlignTopOutlined },
  { edge: 'middle', id: 'alignMiddle', icon: VerticalAlignMiddleOutlined },
  { edge: 'bottom', id: 'alignBottom', icon: VerticalAlignBottomOutlined },
];

const NUDGES: readonly {
  id: ToolbarLabel;
  key: string;
  dx: number;
  dy: number;
  icon: typeof UndoOutlined;
}[] = [
  { id: 'nudgeLeft', key: 'ArrowLeft', dx: -1, dy: 0, icon: ArrowLeftOutlined },
  { id: 'nudgeRight', key: 'ArrowRight', dx: 1, dy: 0, icon: ArrowRightOutlined },
  { id: 'nudgeUp', key: 'ArrowUp', dx: 0, dy: -1, icon: ArrowUpOutlined },
  { id: 'nudgeDown', key: 'ArrowDown', dx: 0, dy: 1, icon: ArrowDownOutlined },
];

/** The page's own settings the View menu switches on and off. */
const VIEW_SWITCHES: readonly {
  key: ViewSwitch;
  icon: typeof UndoOutlined;
  shortcuts: readonly Shortcut[];
}[] = [
  // The keys of the editors people know: Ctrl+' for the grid, Shift+R for the rulers (Figma).
  { key: 'grid', icon: TableOutlined, shortcuts: [command("'")] },
  { key: 'ruler', icon: DashOutlined, shortcuts: [{ key: 'r', shift: true }] },
  { key: 'adsorb', icon: AimOutlined, shortcuts: [] },
  { key: 'autoSave', icon: CloudSyncOutlined, shortcuts: [] },
];

/** Arrow steps: 1 unit, 10 with shift. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

/**
 * Every designer action, in the order the toolbar and the context menu show them. A key press
 * runs the first action that answers to it and is enabled, so the pipe tool's own uses of
 * Backspace and Delete come before deleting the selection.
 */
export const DESIGNER_ACTIONS: readonly DesignerAction[] = [
  {
    id: 'back',
    labelKey: 'back',
    icon: ArrowLeftOutlined,
    shortcuts: [],
    enabled: always,
    perform: ({ host }) => host.onBack(),
    toolbar: 'leave',
  },
  {
    id: 'undo',
    labelKey: 'undo',
    icon: UndoOutlined,
    shortcuts: [command('z')],
    enabled: (facts) => facts.undoable,
    perform: ({ state }) => state.undo(),
    toolbar: 'edit',
    contextMenu: true,
  },
  {
    id: 'redo',
    labelKey: 'redo',
    icon: RedoOutlined,
    shortcuts: [command('z', true), command('y')],
    enabled: (facts) => facts.redoable,
    perform: ({ state }) => state.redo(),
    toolbar: 'edit',
    contextMenu: true,
  },
  {
    id: 'copy',
    labelKey: 'copy',
    icon: CopyOutlined,
    shortcuts: [command('c')],
    enabled: selection(1),
    perform: ({ state }) => state.copy(),
    toolbar: 'edit',
    contextMenu: true,
  },
  {
    id: 'paste',
    labelKey: 'paste',
    icon: SnippetsOutlined,
    shortcuts: [command('v')],
    enabled: always,
    perform: ({ state }) => state.paste(),
    toolbar: 'edit',
    contextMenu: true,
  },
  {
    id: 'pipeBack',
    labelKey: 'pipeBack',
    icon: RollbackOutlined,
    shortcuts: [{ key: 'Backspace' }, { key: 'Delete' }],
    enabled: (facts) => facts.pipeDrawing,
    perform: ({ state }) => state.pipeEvent({ type: 'back' }),
  },
  {
    id: 'remove',
    labelKey: 'remove',
    icon: DeleteOutlined,
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    enabled: selection(1),
    perform: ({ state }) => state.remove(),
    toolbar: 'edit',
    contextMenu: true,
  },
  {
    id: 'painter',
    labelKey: 'painter',
    icon: BgColorsOutlined,
    shortcuts: [],
    enabled: always,
    active: (facts) => facts.painter,
    perform: ({ state }) => state.togglePainter(),
    toolbar: 'edit',
  },
  {
    id: 'group',
    labelKey: 'group',
    icon: GroupOutlined,
    shortcuts: [],
    enabled: selection(2),
    perform: runs(group, ({ state }) => ({ newId: state.newId })),
    toolbar: 'arrange',
    contextMenu: true,
  },
  {
    id: 'ungroup',
    labelKey: 'ungroup',
    icon: UngroupOutlined,
    shortcuts: [],
    enabled: (facts) => facts.groupSelected,
    perform: runs(ungroup, () => ({})),
    toolbar: 'arrange',
    contextMenu: true,
  },
  ...ALIGNS.map(({ edge, id, icon }): DesignerAction => ({
    id,
    labelKey: id,
    icon,
    shortcuts: [],
    enabled: selection(2),
    perform: runs(align, () => ({ edge })),
    toolbar: 'arrange',
  })),
  {
    id: 'distributeH',
    labelKey: 'distributeH',
    icon: ColumnWidthOutlined,
    shortcuts: [],
    enabled: selection(3),
    perform: runs(distribute, () => ({ axis: 'horizontal' as const })),
    toolbar: 'arrange',
  },
  {
    id: 'distributeV',
    labelKey: 'distributeV',
    icon: ColumnHeightOutlined,
    shortcuts: [],
    enabled: selection(3),
    perform: runs(distribute, () => ({ axis: 'vertical' as const })),
    toolbar: 'arrange',
  },
  {
    id: 'front',
    labelKey: 'front',
    icon: VerticalAlignTopOutlined,
    shortcuts: [],
    enabled: selection(1),
    perform: runs(zOrder, () => ({ to: 'front' as const })),
    toolbar: 'arrange',
    contextMenu: true,
  },
  {
    id: 'toBack',
    labelKey: 'back2',
    icon: BorderOuterOutlined,
    shortcuts: [],
    enabled: selection(1),
    perform: runs(zOrder, () => ({ to: 'back' as const })),
    toolbar: 'arrange',
    contextMenu: true,
  },
  {
    id: 'lock',
    labelKey: 'lock',
    icon: LockOutlined,
    shortcuts: [],
    enabled: (facts) => facts.unlockedSelected,
    perform: runs(setLocked, () => ({ locked: true })),
    toolbar: 'arrange',
    contextMenu: true,
  },
  {
    id: 'unlock',
    labelKey: 'unlock',
    icon: UnlockOutlined,
    shortcuts: [],
    enabled: (facts) => facts.lockedSelected,
    perform: runs(setLocked, () => ({ locked: false })),
    toolbar: 'arrange',
    contextMenu: true,
  },
  ...NUDGES.map(({ id, key, dx, dy, icon }): DesignerAction => ({
    id,
    labelKey: id,
    icon,
    shortcuts: [{ key, shift: 'any' }],
    enabled: selection(1),
    perform: ({ state, large }) => {
      const step = large ? NUDGE_STEP_LARGE : NUDGE_STEP;
      state.nudge(dx * step, dy * step);
    },
  })),
  {
    id: 'zoomOut',
    labelKey: 'zoomOut',
    icon: ZoomOutOutlined,
    shortcuts: [],
    enabled: always,
    perform: ({ state }) => state.setZoom(state.zoom / 1.25),
    toolbar: 'zoom',
  },
  {
    id: 'zoomIn',
    labelKey: 'zoomIn',
    icon: ZoomInOutlined,
    shortcuts: [],
    enabled: always,
    perform: ({ state }) => state.setZoom(state.zoom * 1.25),
    toolbar: 'zoom',
  },
  ...VIEW_SWITCHES.map(({ key, icon, shortcuts }): DesignerAction => ({
    id: key,
    labelKey: key,
    icon,
    shortcuts,
    enabled: always,
    checked: (facts) => facts[key],
    perform: ({ state }) => state.setConfig({ [key]: !state.config[key] }),
    toolbar: 'view',
  })),
  {
    id: 'finishPipe',
    labelKey: 'finishPipe',
    icon: CheckOutlined,
    shortcuts: [{ key: 'Enter' }],
    enabled: (facts) => facts.tool === 'pipe',
    perform: ({ state }) => state.pipeEvent({ type: 'finish' }),
  },
  {
    id: 'cancel',
    labelKey: 'cancel',
    icon: CloseOutlined,
    shortcuts: [{ key: 'Escape' }],
    enabled: always,
    // One step back at a time: the drag, then the pipe being laid, then the tool, then the pick.
    perform: ({ state }) => {
      if (state.editor.gesture) return state.cancelGesture();
      if (state.tool.kind === 'pipe' && state.tool.state.kind === 'drawing')
        return state.pipeEvent({ type: 'cancel' });
      if (state.tool.kind !== 'select') return state.setTool({ kind: 'select' });
      state.select([]);
    },
  },
  {
    id: 'preview',
    labelKey: 'preview',
    icon: EyeOutlined,
    shortcuts: [],
    enabled: always,
    available: (host) => host.onPreview !== undefined,
    perform: ({ host }) => host.onPreview?.(),
    toolbar: 'finish',
  },
  {
    id: 'save',
    labelKey: 'save',
    icon: SaveOutlined,
    shortcuts: [command('s')],
    enabled: always,
    perform: ({ host }) => host.onSave(),
    toolbar: 'finish',
  },
];

/** The action may run now: the screen offers it and its predicate holds. */
export function isOffered(action: DesignerAction, facts: ActionFacts, host: ActionHost): boolean {
  return (action.available?.(host) ?? true) && action.enabled(facts);
}

export function actionsIn(where: ToolbarGroup): readonly DesignerAction[] {
  return DESIGNER_ACTIONS.filter((action) => action.toolbar === where);
}

export const CONTEXT_MENU_ACTIONS = DESIGNER_ACTIONS.filter((action) => action.contextMenu);
