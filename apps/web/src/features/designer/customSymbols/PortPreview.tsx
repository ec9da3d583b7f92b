import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { CustomPort, CustomPortDirection } from '@lf/protocol';

/** A port's mark: its dot, a short stroke the way a pipe leaves, and its name. */
const DOT = 5;
const STROKE = 14;
const LEAVE: Record<CustomPortDirection, { x: number; y: number }> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/**
 * The symbol's drawing with its marked ports: a click on the drawing marks a port there, a
 * port's dot is dragged to move it. The drawing is stretched to the box as a placed symbol's
 * is, so a port's fractions of the box are fractions of the drawing.
 */
export function PortPreview(props: {
  href: string;
  width: number;
  height: number;
  label: string;
  ports: readonly CustomPort[];
  onAdd: (at: { x: number; y: number }) => void;
  onMove: (id: string, at: { x: number; y: number }) => void;
}) {
  const { width, height, ports } = props;
  const box = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const fractionAt = (event: { clientX: number; clientY: number }) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return {
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    };
  };
  const grab = (id: string) => (event: ReactPointerEvent<SVGGElement>) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(id);
  };
  const drag = (id: string) => (event: ReactPointerEvent<SVGGElement>) => {
    const at = dragging === id ? fractionAt(event) : null;
    if (at) props.onMove(id, at);
  };
  return (
    <svg
      ref={box}
      width={width}
      height={height}
      role="img"
      aria-label={props.label}
      data-testid="custom-symbol-port-preview"
      style={{ border: '1px solid #f0f0f0', background: '#fff', cursor: 'crosshair' }}
      onClick={(event) => {
        const at = fractionAt(event);
        if (at) props.onAdd(at);
      }}
    >
      <image
        href={props.href}
        width={width}
        height={height}
        preserveAspectRatio="none"
        data-testid="custom-symbol-preview"
      />
      {ports.map((port) => {
        const x = port.x * width;
        const y = port.y * height;
        const leave = LEAVE[port.direction];
        // Names stay inside the box: written leftward from a port on the right half.
        const anchor = port.x > 0.5 ? 'end' : 'start';
        return (
          <g
            key={port.id}
            data-port-id={port.id}
            aria-label={port.label}
            style={{ cursor: dragging === port.id ? 'grabbing' : 'grab', touchAction: 'none' }}
            onPointerDown={grab(port.id)}
            onPointerMove={drag(port.id)}
            onPointerUp={() => setDragging(null)}
            onClick={(event) => event.stopPropagation()}
          >
            <line
              x1={x}
              y1={y}
              x2={x + leave.x * STROKE}
              y2={y + leave.y * STROKE}
              stroke="#1677ff"
              strokeWidth={2}
            />
            <circle cx={x} cy={y} r={DOT} fill="#1677ff" stroke="#fff" strokeWidth={1.5} />
            <text
              x={x + (anchor === 'end' ? -8 : 8)}
              y={y + (port.y < 0.5 ? 16 : -8)}
              textAnchor={anchor}
              fontSize={11}
              fill="#0958d9"
              stroke="#fff"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {port.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
