import type { ComponentType } from 'react';
import type {
  Appearance,
  ClickEvent,
  LiveValue,
  LiveValues,
  Widget,
  WidgetType,
} from '@lf/designer';

/** Where a widget is drawn: the designer shows it still, the viewer live and clickable. */
export type RenderMode = 'design' | 'view';

/** What the viewer lends widgets that act (write a value, open a page, query history). */
export interface ViewerActions {
  /** Runs a click event of `widget` (write, link or page), with its hint and delay. */
  click: (widget: Widget, clickEvent: ClickEvent) => void;
  /** Writes `value` to the widget's bound signal (a dropdown choice). */
  write: (widget: Widget, value: string) => void;
  /** History points of signals over the last `minutes` (line charts of the history variant). */
  history: (signalIds: readonly string[], minutes: number) => Promise<HistoryLine[]>;
  /** Set for a widget outside its authRegion: it is shown disabled and does nothing. */
  locked?: boolean;
  /**
   * Why the user may not write here (their role lacks the write right), in their language:
   * every widget that writes is shown disabled with this as its hint. Absent: they may write.
   */
  writeRefusal?: string;
}

export interface HistoryLine {
  signalId: string;
  name: string;
  points: [number, number | null][];
}

export interface WidgetViewProps {
  readonly widget: Widget;
  readonly appearance: Appearance;
  /** The live value of the widget's own binding. */
  readonly value: LiveValue | undefined;
  /** Every live value (only for modules with `usesAllValues`, otherwise empty). */
  readonly values: LiveValues;
  readonly mode: RenderMode;
  readonly actions: ViewerActions | null;
  readonly locale: 'zh-CN' | 'en';
}

export interface AddonPanelProps {
  readonly widget: Widget;
  readonly onChange: (addon: Record<string, unknown>) => void;
}

/**
 * Everything the web app knows about one widget type: how it draws (SVG in the widget's own
 * box, canvas units) and which add-on fields need more than the generic form.
 */
export interface WidgetModule {
  readonly type: WidgetType;
  readonly Render: ComponentType<WidgetViewProps>;
  /** Charts read several signals: they get every live value, not only their own. */
  readonly usesAllValues?: boolean;
  /**
   * Signals the widget reads besides its own binding (a symbol's state rules): it gets every
   * live value and re-renders when its own or one of these changes.
   */
  readonly watchedKeys?: (widget: Widget) => readonly string[];
  /**
   * Add-on fields left out of the generic form: edited by the type's AddonExtras, or without
   * meaning for this widget (a pump has no level range).
   */
  readonly hiddenAddonFields?: (widget: Widget) => readonly string[];
  /** The type writes values itself (a dropdown), so it acts even without a click event. */
  readonly writes?: boolean;
  /** The click event the viewer runs, when the type has its own (a button's add-on). */
  readonly clickEventOf?: (widget: Widget) => ClickEvent | null;
  /** Add-on fields the generic form leaves out (lists such as stages or options). */
  readonly AddonExtras?: ComponentType<AddonPanelProps>;
}
