import { memo } from 'react';
import { pagePorts, type PipeToolState, type Point, type Widget } from '@lf/designer';

const ACCENT = '#1677ff';

const polyline = (points: readonly Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

/**
 * What the pipe tool shows: every port a pipe may start or end on, the port or pipe under the
 * pointer, the corners laid so far and the leg the next click would add.
 */
export const PipeToolOverlay = memo(function PipeToolOverlay({
  widgets,
  state,
  zoom,
}: {
  widgets: readonly Widget[];
  state: PipeToolState;
  zoom: number;
}) {
  const ports = pagePorts(widgets);
  const hover = state.hover;
  const line = 2 / zoom;
  return (
    <g pointerEvents="none" data-testid="pipe-tool">
      {ports.map((port) => (
        <circle
          key={`${port.widgetId}:${port.portId}`}
          data-testid="pipe-port"
          data-port={`${port.widgetId}:${port.portId}`}
          cx={port.at.x}
          cy={port.at.y}
          r={4 / zoom}
          fill="#fff"
          stroke={ACCENT}
          strokeWidth={1 / zoom}
        />
      ))}
      {state.kind === 'drawing' ? (
        <>
          <polyline
            points={polyline(state.points)}
            fill="none"
            stroke={ACCENT}
            strokeWidth={line}
          />
          <polyline
            points={polyline(state.preview)}
            fill="none"
            stroke={ACCENT}
            strokeWidth={line}
            strokeDasharray={`${6 / zoom} ${4 / zoom}`}
          />
        </>
      ) : null}
      {hover && hover.kind !== 'free' ? (
        <circle
          data-testid="pipe-snap"
          cx={hover.at.x}
          cy={hover.at.y}
          r={7 / zoom}
          fill="none"
          stroke={ACCENT}
          strokeWidth={line}
        />
      ) : null}
    </g>
  );
});
