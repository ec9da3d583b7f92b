import { createDocument, type PageDocument } from '../document/layout';
import type { PageInput } from '../document/page';
import type { Position } from '../document/position';
import type { Widget } from '../document/widget';
import type { IdGenerator } from '../ids';
import { createWidget, type CreateWidgetOptions } from '../widgets/factory';
import type { WidgetType } from '../widgets/registry';

/** Test support: widgets and documents with readable ids. */

export function fixedId(id: string): IdGenerator {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? id : `${id}-text${calls - 1}`;
  };
}

export function widget(
  type: WidgetType,
  id: string,
  position: Partial<Position>,
  options: Partial<Omit<CreateWidgetOptions, 'newId' | 'position'>> = {},
): Widget {
  return createWidget(type, { ...options, newId: fixedId(id), position });
}

export function rect(
  id: string,
  x: number,
  y: number,
  width = 10,
  height = 10,
  extra: Partial<Widget> = {},
): Widget {
  return { ...widget('ShapeRect', id, { x, y, width, height }), ...extra };
}

export function groupOf(
  id: string,
  children: readonly Widget[],
  extra: Partial<Widget> = {},
): Widget {
  return { ...createWidget('WidgetGroup', { newId: fixedId(id), children }), ...extra };
}

export function documentOf(widgets: readonly Widget[], con: PageInput = {}): PageDocument {
  return { ...createDocument(con), widgets };
}

/** Freezes a value deeply so a test fails if a command mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Builds `count` small rectangles in a grid across a 1024 × 768 page. */
export function gridOfRects(count: number, prefix = 'r'): Widget[] {
  return Array.from({ length: count }, (_, i) =>
    rect(`${prefix}${i}`, 10 + (i % 40) * 25, 10 + Math.floor(i / 40) * 25, 20, 20),
  );
}
