import {
  cornersOf,
  indexWidgets,
  PIPE_TYPE,
  pipePoints,
  type Guide,
  type Widget,
} from '@lf/designer';
import { HANDLE_AT, HANDLES } from './gestureGeometry';

/** Outlines of the selected widgets, resize and rotate handles of a single one, snap guides. */
export function SelectionOverlay({
  widgets,
  selection,
  guides,
  zoom,
}: {
  widgets: readonly Widget[];
  selection: readonly string[];
  guides: readonly Guide[];
  zoom: number;
}) {
  const index = indexWidgets(widgets);
  const selected = selection.map((id) => index.get(id)?.widget).filter((w): w is Widget => !!w);
  const handleSize = 8 / zoom;
  const single = selected.length === 1 ? selected[0] : undefined;
  return (
    <g pointerEvents="none">
      {selected.map((widget) => {
        const corners = cornersOf(widget.position, widget.origin);
        return (
          <polygon
            key={widget.id}
            data-testid="selection-outline"
            points={corners.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={widget.posLock ? '#faad14' : '#1677ff'}
            strokeWidth={1 / zoom}
            strokeDasharray={`${4 / zoom} ${2 / zoom}`}
          />
        );
      })}
      {single && !single.posLock ? (
        single.widgetType === PIPE_TYPE ? (
          <VertexHandles widget={single} size={handleSize} zoom={zoom} />
        ) : (
          <Handles widget={single} size={handleSize} zoom={zoom} />
        )
      ) : null}
      {guides.map((guide, i) => (
        <GuideLine key={i} guide={guide} zoom={zoom} />
      ))}
    </g>
  );
}

function Handles({ widget, size, zoom }: { widget: Widget; size: number; zoom: number }) {
  const { x, y, width, height, rotate } = widget.position;
  const pivotX = x + width * widget.origin.x;
  const pivotY = y + height * widget.origin.y;
  const rotateHandleY = y - 24 / zoom;
  return (
    <g transform={rotate && !widget.children ? `rotate(${rotate} ${pivotX} ${pivotY})` : undefined}>
      <line
        x1={x + width / 2}
        y1={y}
        x2={x + width / 2}
        y2={rotateHandleY}
        stroke="#1677ff"
        strokeWidth={1 / zoom}
      />
      <circle
        data-handle="rotate"
        cx={x + width / 2}
        cy={rotateHandleY}
        r={size / 1.5}
        fill="#fff"
        stroke="#1677ff"
        strokeWidth={1 / zoom}
        pointerEvents="all"
        style={{ cursor: 'grab' }}
      />
      {HANDLES.map((handle) => {
        const [fx, fy] = HANDLE_AT[handle];
        return (
          <rect
            key={handle}
            data-handle={handle}
            x={x + width * fx - size / 2}
            y={y + height * fy - size / 2}
            width={size}
            height={size}
            fill="#fff"
            stroke="#1677ff"
            strokeWidth={1 / zoom}
            pointerEvents="all"
            style={{ cursor: `${handle}-resize` }}
          />
        );
      })}
    </g>
  );
}

/** A pipe is reshaped by its corners, not resized or turned: one handle per corner. */
function VertexHandles({ widget, size, zoom }: { widget: Widget; size: number; zoom: number }) {
  return (
    <g>
      {pipePoints(widget).map((point, index) => (
        <circle
          key={index}
          data-handle={`vertex-${index}`}
          cx={point.x}
          cy={point.y}
          r={size / 1.5}
          fill="#fff"
          stroke="#1677ff"
          strokeWidth={1 / zoom}
          pointerEvents="all"
          style={{ cursor: 'move' }}
        />
      ))}
    </g>
  );
}

function GuideLine({ guide, zoom }: { guide: Guide; zoom: number }) {
  const common = { stroke: '#ff4d4f', strokeWidth: 1 / zoom };
  return guide.axis === 'x' ? (
    <line x1={guide.at} x2={guide.at} y1={guide.from} y2={guide.to} {...common} />
  ) : (
    <line y1={guide.at} y2={guide.at} x1={guide.from} x2={guide.to} {...common} />
  );
}
