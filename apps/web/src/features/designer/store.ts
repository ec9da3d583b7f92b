import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  applyFormatPainter,
  beginGesture,
  cancelGesture,
  commitDocument,
  copy,
  createEditor,
  drawPipe,
  DEFAULT_DESIGNER_CONFIG,
  EMPTY_CLIPBOARD,
  endGesture,
  execute,
  FORMAT_PAINTER_OFF,
  markSaved,
  move,
  paste,
  PIPE_TOOL_IDLE,
  pipeTool,
  randomIds,
  redo,
  remove,
  select,
  toggleFormatPainter,
  undo,
  type Clipboard,
  type Command,
  type DesignerConfig,
  type EditorState,
  type FormatPainter,
  type Guide,
  type IdGenerator,
  type PageDocument,
  type PipeToolEvent,
  type PipeToolState,
  type Refusal,
  type RefusalReason,
  type WidgetType,
} from '@lf/designer';

/** What a pointer on the canvas does: select and move, draw a widget of a type, or lay a pipe. */
export type Tool =
  | { readonly kind: 'select' }
  | {
      readonly kind: 'draw';
      readonly widgetType: WidgetType;
      /** The add-on a palette entry chose (which catalogue symbol to draw). */
      readonly dataAddon?: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'pipe'; readonly state: PipeToolState };

export const PIPE_TOOL: Tool = { kind: 'pipe', state: PIPE_TOOL_IDLE };

export interface DesignerState {
  readonly editor: EditorState;
  readonly config: DesignerConfig;
  readonly tool: Tool;
  readonly clipboard: Clipboard;
  readonly painter: FormatPainter;
  /** Snap guides shown while dragging. */
  readonly guides: readonly Guide[];
  readonly zoom: number;
  /** Ids for new widgets (draw, group, paste). */
  readonly newId: IdGenerator;
}

export interface DesignerActions {
  /** Runs an editing command of @lf/designer; a refusal is reported and changes nothing. */
  run: <Args, Extra>(command: Command<Args, Extra>, args: Args) => boolean;
  select: (ids: readonly string[]) => void;
  undo: () => void;
  redo: () => void;
  /** Pointer down / up of a drag: everything in between is one undo entry. */
  beginGesture: () => void;
  endGesture: () => void;
  cancelGesture: () => void;
  copy: () => void;
  paste: () => void;
  remove: () => void;
  /** Arrow keys: moves the selection (one undo entry per press). */
  nudge: (dx: number, dy: number) => void;
  togglePainter: () => void;
  setTool: (tool: Tool) => void;
  /** Feeds the pipe tool a pointer or key event; a finished pipe is added and selected. */
  pipeEvent: (event: PipeToolEvent) => void;
  setConfig: (patch: Partial<DesignerConfig>) => void;
  setGuides: (guides: readonly Guide[]) => void;
  setZoom: (zoom: number) => void;
  /** A document changed outside the commands (the binding check): one undo entry. */
  commit: (document: PageDocument) => void;
  /** The document that was stored: clears the unsaved flag unless it changed meanwhile. */
  saved: (document: PageDocument) => void;
}

export type DesignerStore = StoreApi<DesignerState & DesignerActions>;

export interface DesignerStoreOptions {
  readonly document: PageDocument;
  /** 50 in the project designer, 10 in the equipment configuration editor. */
  readonly undoDepth?: number;
  readonly config?: DesignerConfig;
  /** Tells the person why a command did nothing. */
  readonly onRefusal?: (reason: RefusalReason) => void;
  readonly newId?: IdGenerator;
}

/** Refusals a person caused on purpose and needs no message for. */
const SILENT: ReadonlySet<RefusalReason> = new Set(['no-change']);

export function createDesignerStore(options: DesignerStoreOptions): DesignerStore {
  const newId = options.newId ?? randomIds('w');
  const refuse = (refusal: Refusal) => {
    if (!SILENT.has(refusal.reason)) options.onRefusal?.(refusal.reason);
    return false;
  };
  return createStore<DesignerState & DesignerActions>()((set, get) => {
    const run: DesignerActions['run'] = (command, args) => {
      const outcome = execute(get().editor, command, args);
      if (!outcome.ok) return refuse(outcome);
      set({ editor: outcome.state });
      return true;
    };
    return {
      editor: createEditor(options.document, { undoDepth: options.undoDepth ?? 50 }),
      config: options.config ?? DEFAULT_DESIGNER_CONFIG,
      tool: { kind: 'select' },
      clipboard: EMPTY_CLIPBOARD,
      painter: FORMAT_PAINTER_OFF,
      guides: [],
      zoom: 1,
      newId,
      run,
      select: (ids) => {
        const { editor, painter } = get();
        set({ editor: select(editor, ids) });
        if (painter.active && ids.length > 0 && !ids.includes(painter.sourceId)) {
          // The format painter paints whatever is picked next.
          const outcome = execute(select(editor, ids), applyFormatPainter, { painter });
          if (outcome.ok) set({ editor: outcome.state });
        }
      },
      undo: () => {
        const outcome = undo(get().editor);
        if (!outcome.ok) return void refuse(outcome);
        set({ editor: outcome.state });
      },
      redo: () => {
        const outcome = redo(get().editor);
        if (!outcome.ok) return void refuse(outcome);
        set({ editor: outcome.state });
      },
      beginGesture: () => set({ editor: beginGesture(get().editor) }),
      endGesture: () => set({ editor: endGesture(get().editor), guides: [] }),
      cancelGesture: () => set({ editor: cancelGesture(get().editor), guides: [] }),
      copy: () => {
        const { editor } = get();
        const copied = copy(editor.document, editor.selection);
        if ('ok' in copied) return void refuse(copied);
        set({ clipboard: copied });
      },
      paste: () => {
        const outcome = execute(get().editor, paste, { clipboard: get().clipboard, newId });
        if (!outcome.ok) return void refuse(outcome);
        const clipboard = outcome.result.ok ? outcome.result.clipboard : get().clipboard;
        set({ editor: outcome.state, clipboard });
      },
      remove: () => void run(remove, {}),
      nudge: (dx, dy) => void run(move, { dx, dy }),
      togglePainter: () => {
        const { painter, editor } = get();
        const next = toggleFormatPainter(painter, editor.document, editor.selection);
        if ('ok' in next) return void refuse(next);
        set({ painter: next });
      },
      setTool: (tool) => set({ tool }),
      pipeEvent: (event) => {
        const { tool, editor } = get();
        if (tool.kind !== 'pipe') return;
        const step = pipeTool(tool.state, event, { widgets: editor.document.widgets });
        if (!step.created) return set({ tool: { kind: 'pipe', state: step.state } });
        run(drawPipe, { ...step.created, newId });
        set({ tool: { kind: 'select' } });
      },
      setConfig: (patch) => set({ config: { ...get().config, ...patch } }),
      setGuides: (guides) => set({ guides }),
      setZoom: (zoom) => set({ zoom: Math.min(4, Math.max(0.1, zoom)) }),
      commit: (document) => set({ editor: commitDocument(get().editor, document) }),
      saved: (document) => set({ editor: markSaved(get().editor, document) }),
    };
  });
}
