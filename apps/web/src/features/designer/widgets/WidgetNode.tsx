import { memo, useContext } from 'react';
import {
  evaluateAppearance,
  themedAppearance,
  type Appearance,
  type LiveValues,
  type Widget,
} from '@lf/designer';
import { widgetModule } from './registry';
import type { RenderMode, ViewerActions } from './types';
import { ALARM_BLINK_MS, UnackedSignals } from './alarmBlink';
import { clickEventOf } from './clickEventOf';
import {
  LOCKED_HINT,
  lockedActions,
  useViewerRegion,
  viewerAccess,
  widgetWrites,
} from './viewerRegion';
import { PageThemeContext } from './pageTheme';
import './widgets.css';

const NO_VALUES: LiveValues = new Map();

export interface WidgetNodeProps {
  readonly widget: Widget;
  readonly mode: RenderMode;
  readonly values: LiveValues;
  readonly actions: ViewerActions | null;
  readonly locale: 'zh-CN' | 'en';
}

function designAppearance(widget: Widget): Appearance {
  return { ...evaluateAppearance(widget, NO_VALUES), visible: true, twinkle: null, rotation: null };
}

function ownKey(widget: Widget): string {
  return widget.data.type === 'system' ? widget.data.systemKey : widget.data.signalId;
}

/**
 * One widget (and a group's children) as SVG: its type's renderer inside its rotation, with
 * the animations the live values switch on. Re-renders only when the widget or its own value
 * changes (or the viewer's unacknowledged alarms), so live updates and drags touch only the
 * widgets concerned. In the viewer, a widget outside the user's authRegion is left out, or drawn
 * disabled when it acts; a viewed widget whose signal has an unacknowledged alarm blinks.
 */
function WidgetNodeView({ widget, mode, values, actions: given, locale }: WidgetNodeProps) {
  const viewer = useViewerRegion();
  const unacked = useContext(UnackedSignals);
  const theme = useContext(PageThemeContext);
  const access = mode === 'view' ? viewerAccess(widget, viewer) : 'full';
  if (access === 'hidden') return null;
  // One write rule: a user who may not write sees every writing widget disabled, with why.
  const writeRefused =
    mode === 'view' &&
    given?.writeRefusal !== undefined &&
    given.locked !== true &&
    widgetWrites(widget);
  const disabled = access === 'disabled' || writeRefused;
  const locked = disabled || given?.locked === true;
  const actions = disabled ? lockedActions(given) : given;
  const module = widgetModule(widget.widgetType);
  const evaluated =
    mode === 'design'
      ? designAppearance(widget)
      : themedAppearance(evaluateAppearance(widget, values), widget, theme);
  const key = ownKey(widget);
  const inAlarm = mode === 'view' && widget.data.type !== 'system' && unacked.has(key);
  const appearance =
    inAlarm && !evaluated.twinkle
      ? { ...evaluated, twinkle: { interval: ALARM_BLINK_MS } }
      : evaluated;
  const value = key === '' ? undefined : values.get(key);
  const { position, origin } = widget;
  const pivotX = position.x + position.width * origin.x;
  const pivotY = position.y + position.height * origin.y;
  const clickEvent = mode === 'view' && !locked ? clickEventOf(widget) : null;
  const Render = module.Render;
  // Animation wrappers only when an animation runs: most widgets are one <g> and their shape.
  const content = (
    <>
      {access === 'disabled' ? <title>{LOCKED_HINT[locale]}</title> : null}
      {access !== 'disabled' && writeRefused ? <title>{given?.writeRefusal}</title> : null}
      <Render
        widget={widget}
        appearance={appearance}
        value={value}
        values={module.usesAllValues || module.watchedKeys ? values : NO_VALUES}
        mode={mode}
        actions={actions}
        locale={locale}
      />
      {widget.children ? (
        <WidgetNodes
          widgets={widget.children}
          mode={mode}
          values={values}
          actions={actions}
          locale={locale}
        />
      ) : null}
    </>
  );
  return (
    <g
      data-widget-id={widget.id}
      data-widget-type={widget.widgetType}
      data-alarm={inAlarm ? 'unacknowledged' : undefined}
      transform={
        position.rotate !== 0 && !widget.children
          ? `rotate(${position.rotate} ${pivotX} ${pivotY})`
          : undefined
      }
      opacity={disabled ? widget.style.opacity * 0.45 : widget.style.opacity}
      display={appearance.visible ? undefined : 'none'}
      className={disabled ? 'lf-widget-locked' : undefined}
      data-write-refused={writeRefused || undefined}
      aria-disabled={locked || undefined}
      style={clickEvent && actions ? { cursor: 'pointer' } : undefined}
      onClick={clickEvent && actions ? () => actions.click(widget, clickEvent) : undefined}
    >
      {appearance.twinkle || appearance.rotation ? (
        <g
          className={appearance.twinkle ? 'lf-twinkle' : undefined}
          style={
            appearance.twinkle
              ? { animationDuration: `${appearance.twinkle.interval}ms` }
              : undefined
          }
        >
          <g
            className={appearance.rotation ? `lf-spin-${appearance.rotation.direction}` : undefined}
            style={
              appearance.rotation
                ? {
                    transformOrigin: `${pivotX}px ${pivotY}px`,
                    animationDuration: `${appearance.rotation.speedMs}ms`,
                  }
                : undefined
            }
          >
            {content}
          </g>
        </g>
      ) : (
        content
      )}
    </g>
  );
}

function sameValues(widget: Widget, before: LiveValues, after: LiveValues): boolean {
  if (before === after) return true;
  const module = widgetModule(widget.widgetType);
  if (widget.children || module.usesAllValues) return false;
  const key = ownKey(widget);
  const same = (watched: string) => watched === '' || before.get(watched) === after.get(watched);
  return same(key) && (module.watchedKeys?.(widget) ?? []).every(same);
}

export const WidgetNode = memo(
  WidgetNodeView,
  (before, after) =>
    before.widget === after.widget &&
    before.mode === after.mode &&
    before.actions === after.actions &&
    before.locale === after.locale &&
    sameValues(after.widget, before.values, after.values),
);

/** Widgets bottom to top, each a node of its own: a page's paint slice or a group's children. */
export function WidgetNodes({
  widgets,
  ...shared
}: Omit<WidgetNodeProps, 'widget'> & { readonly widgets: readonly Widget[] }) {
  return widgets.map((widget) => <WidgetNode key={widget.id} widget={widget} {...shared} />);
}
