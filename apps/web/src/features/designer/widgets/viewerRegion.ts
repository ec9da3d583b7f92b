import { createContext, useContext } from 'react';
import { widgetAccess, type RegionViewer, type Widget, type WidgetAccess } from '@lf/designer';
import { clickEventOf } from './clickEventOf';
import { widgetModule } from './registry';
import type { ViewerActions } from './types';

/**
 * Who looks at the page in the viewer (role id as the user's authRegion, and role type); the
 * viewer provides it from the user info. Null: not known yet, outside every restricted widget.
 */
export const ViewerRegionContext = createContext<RegionViewer | null>(null);

export function useViewerRegion(): RegionViewer | null {
  return useContext(ViewerRegionContext);
}

/**
 * Whether the widget acts in the viewer: a click event (button, write, link, page), a write of
 * its own (dropdown), or, for a group, any child that acts.
 */
export function widgetActs(widget: Widget): boolean {
  if (widget.children) return widget.children.some(widgetActs);
  return clickEventOf(widget) !== null || widgetModule(widget.widgetType).writes === true;
}

/** How the viewer shows the widget to `viewer` (see `widgetAccess` in @lf/designer). */
export function viewerAccess(widget: Widget, viewer: RegionViewer | null): WidgetAccess {
  return widgetAccess(widget, viewer, widgetActs(widget));
}

/** Whether the widget (or a child of a group) writes a signal: a write click or a dropdown. */
export function widgetWrites(widget: Widget): boolean {
  if (widget.children) return widget.children.some(widgetWrites);
  return (
    clickEventOf(widget)?.action === 'write' || widgetModule(widget.widgetType).writes === true
  );
}

const nothing = () => undefined;

/**
 * The actions a disabled widget (and its children) gets: clicks and writes do nothing and say
 * so by `locked` (a dropdown shows itself disabled); history charts still read.
 */
export function lockedActions(actions: ViewerActions | null): ViewerActions | null {
  return actions && { ...actions, click: nothing, write: nothing, locked: true };
}

/** The hint a disabled control shows on hover. */
export const LOCKED_HINT: Record<'zh-CN' | 'en', string> = {
  'zh-CN': '当前角色无权使用此控件',
  en: 'Your role may not use this control',
};
