import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { place, widgetDefinition, type WidgetType } from '@lf/designer';
import { useDesignerStore } from '../context';
import type { Tool } from '../store';

/** What a double-click puts in the middle of the page. */
export interface Placement {
  readonly widgetType: WidgetType;
  /** The type's default size when absent. */
  readonly size?: { readonly width: number; readonly height: number };
  readonly dataAddon?: Readonly<Record<string, unknown>>;
}

interface PaletteTileProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  readonly label: string;
  /** The tool this tile holds: picking the tile again puts it down. */
  readonly pick: Tool;
  readonly active: boolean;
  readonly placement: Placement;
  readonly preview: ReactNode;
}

/** The middle of the page, kept 10 units inside its top-left corner. */
function centred(
  con: { readonly width: number; readonly height: number },
  size: { readonly width: number; readonly height: number },
) {
  return {
    x: Math.max(10, con.width / 2 - size.width / 2),
    y: Math.max(10, con.height / 2 - size.height / 2),
  };
}

/**
 * One entry of a palette (widget types, catalogue symbols, the organisation's own symbols): a
 * click picks its tool for drawing, a double-click places it in the middle of the page. The store
 * is read at the click, so a palette of hundreds of tiles subscribes to nothing.
 */
export function PaletteTile({
  label,
  pick,
  active,
  placement,
  preview,
  ...button
}: PaletteTileProps) {
  const store = useDesignerStore();
  const placeInMiddle = () => {
    const { run, newId, setTool, editor } = store.getState();
    const size = placement.size ?? widgetDefinition(placement.widgetType).defaultSize;
    run(place, { ...placement, at: centred(editor.document.con, size), newId });
    setTool({ kind: 'select' });
  };
  return (
    <button
      {...button}
      type="button"
      aria-label={label}
      aria-pressed={active}
      onClick={() => store.getState().setTool(active ? { kind: 'select' } : pick)}
      onDoubleClick={placeInMiddle}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        padding: 4,
        border: `1px solid ${active ? '#1677ff' : '#f0f0f0'}`,
        borderRadius: 4,
        background: active ? '#e6f4ff' : '#fff',
        cursor: 'pointer',
        fontSize: 11,
      }}
    >
      {preview}
      <span
        style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 64 }}
      >
        {label}
      </span>
    </button>
  );
}

/** Tiles three to a row. */
export function PaletteGrid({ children }: { readonly children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }}>{children}</div>
  );
}

/** A titled part of the palette. */
export function PaletteSection({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-label={title} style={{ marginBottom: 12 }}>
      <h4 style={{ margin: '4px 0' }}>{title}</h4>
      {children}
    </section>
  );
}
