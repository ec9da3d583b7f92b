import { canRedo, canUndo, indexWidgets } from '@lf/designer';
import type { DesignerActions, DesignerState } from '../store';

/** The page's settings the View menu switches (grid, rulers, snapping, auto-save). */
export type ViewSwitch = 'grid' | 'ruler' | 'adsorb' | 'autoSave';

/**
 * What the actions' enabled predicates look at: a few plain values read from the designer's
 * state, so the toolbar re-renders when one of them changes and not on every drag step.
 */
export interface ActionFacts {
  readonly selected: number;
  /** Among the selected widgets: one is a group, one is locked, one is not locked. */
  readonly groupSelected: boolean;
  readonly lockedSelected: boolean;
  readonly unlockedSelected: boolean;
  readonly undoable: boolean;
  readonly redoable: boolean;
  readonly painter: boolean;
  readonly tool: 'select' | 'draw' | 'pipe';
  /** A pipe is being laid (its first corner is down). */
  readonly pipeDrawing: boolean;
  readonly grid: boolean;
  readonly ruler: boolean;
  readonly adsorb: boolean;
  readonly autoSave: boolean;
}

export function factsOf(state: DesignerState): ActionFacts {
  const { editor, tool, config } = state;
  const index = indexWidgets(editor.document.widgets);
  const selectedWidgets = editor.selection.flatMap((id) => {
    const entry = index.get(id);
    return entry ? [entry.widget] : [];
  });
  return {
    selected: editor.selection.length,
    groupSelected: selectedWidgets.some((widget) => widget.children !== undefined),
    lockedSelected: selectedWidgets.some((widget) => widget.posLock),
    unlockedSelected: selectedWidgets.some((widget) => !widget.posLock),
    undoable: canUndo(editor),
    redoable: canRedo(editor),
    painter: state.painter.active,
    tool: tool.kind,
    pipeDrawing: tool.kind === 'pipe' && tool.state.kind === 'drawing',
    grid: config.grid,
    ruler: config.ruler,
    adsorb: config.adsorb,
    autoSave: config.autoSave,
  };
}

/** What the screen around the designer does: the actions that leave the canvas call these. */
export interface ActionHost {
  readonly onSave: () => void;
  readonly onBack: () => void;
  readonly onPreview?: () => void;
}

export interface ActionContext {
  readonly state: DesignerState & DesignerActions;
  readonly host: ActionHost;
  /** Shift was held (arrows move 10 units instead of 1). */
  readonly large: boolean;
}
