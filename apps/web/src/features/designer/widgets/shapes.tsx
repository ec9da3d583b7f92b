import type { ReactNode } from 'react';
import type { Widget, WidgetType } from '@lf/designer';
import { dashOf, flipTransform, outlineOf } from './svgParts';
import type { WidgetModule, WidgetViewProps } from './types';

/**
 * The nine drawn shapes. Each is a module of its own (one entry per type in the registry);
 * they share the way their outline is stroked and filled.
 */

type Outline = (widget: Widget) => string;

const polygon =
  (points: (x: number, y: number, w: number, h: number) => [number, number][]): Outline =>
  (widget) => {
    const { x, y, width, height } = widget.position;
    return points(x, y, width, height)
      .map(([px, py]) => `${px},${py}`)
      .join(' ');
  };

function strokeProps(widget: Widget, colour: string) {
  const width = widget.style.stroke.width;
  return {
    stroke: outlineOf(widget, colour),
    strokeWidth: width,
    strokeDasharray: dashOf(widget, width),
  };
}

function polygonModule(type: WidgetType, outline: Outline): WidgetModule {
  return {
    type,
    Render: ({ widget, appearance }: WidgetViewProps): ReactNode => (
      <polygon
        points={outline(widget)}
        fill={appearance.fillColor}
        transform={flipTransform(widget)}
        {...strokeProps(widget, appearance.borderColor)}
      />
    ),
  };
}

export const shapeRectModule: WidgetModule = {
  type: 'ShapeRect',
  Render: ({ widget, appearance }) => {
    const { x, y, width, height } = widget.position;
    return (
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={widget.style.radius}
        fill={appearance.fillColor}
        {...strokeProps(widget, appearance.borderColor)}
      />
    );
  },
};

function RoundShape({ widget, appearance }: WidgetViewProps): ReactNode {
  const { x, y, width, height } = widget.position;
  return (
    <ellipse
      cx={x + width / 2}
      cy={y + height / 2}
      rx={width / 2}
      ry={height / 2}
      fill={appearance.fillColor}
      {...strokeProps(widget, appearance.borderColor)}
    />
  );
}

export const shapeCircleModule: WidgetModule = { type: 'ShapeCircle', Render: RoundShape };
export const shapeEllipseModule: WidgetModule = { type: 'ShapeEllipse', Render: RoundShape };

export const shapeLineModule: WidgetModule = {
  type: 'ShapeLine',
  Render: ({ widget, appearance }) => {
    const { x, y, width, height } = widget.position;
    const { flip, line } = widget.style;
    const x1 = flip.x ? x + width : x;
    const y1 = flip.y ? y + height : y;
    const x2 = flip.x ? x : x + width;
    const y2 = flip.y ? y : y + height;
    const strokeWidth = Math.max(widget.style.stroke.width, 1);
    const angle = Math.atan2(y2 - y1, x2 - x1);
    const head = (px: number, py: number, direction: number) => {
      const size = 6 + strokeWidth * 2;
      const a = angle + direction;
      const left = [px - size * Math.cos(a - 0.4), py - size * Math.sin(a - 0.4)];
      const right = [px - size * Math.cos(a + 0.4), py - size * Math.sin(a + 0.4)];
      return `${px},${py} ${left.join(',')} ${right.join(',')}`;
    };
    return (
      <g>
        <line
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          stroke={appearance.borderColor}
          strokeWidth={strokeWidth}
          strokeDasharray={dashOf(widget, strokeWidth)}
        />
        {line.endArrow ? <polygon points={head(x2, y2, 0)} fill={appearance.borderColor} /> : null}
        {line.startArrow ? (
          <polygon points={head(x1, y1, Math.PI)} fill={appearance.borderColor} />
        ) : null}
      </g>
    );
  },
};

export const shapeArrowModule = polygonModule(
  'ShapeArrow',
  polygon((x, y, w, h) => {
    const shaft = Math.max(w - h * 0.8, w * 0.5);
    return [
      [x, y + h * 0.3],
      [x + shaft, y + h * 0.3],
      [x + shaft, y],
      [x + w, y + h / 2],
      [x + shaft, y + h],
      [x + shaft, y + h * 0.7],
      [x, y + h * 0.7],
    ];
  }),
);

export const shapeOctagonModule = polygonModule(
  'ShapeOctagon',
  polygon((x, y, w, h) => {
    const cx = w * 0.2929;
    const cy = h * 0.2929;
    return [
      [x + cx, y],
      [x + w - cx, y],
      [x + w, y + cy],
      [x + w, y + h - cy],
      [x + w - cx, y + h],
      [x + cx, y + h],
      [x, y + h - cy],
      [x, y + cy],
    ];
  }),
);

export const shapeParallelogramModule = polygonModule(
  'ShapeParallelogram',
  polygon((x, y, w, h) => [
    [x + w * 0.25, y],
    [x + w, y],
    [x + w * 0.75, y + h],
    [x, y + h],
  ]),
);

export const shapePrismModule = polygonModule(
  'ShapePrism',
  polygon((x, y, w, h) => [
    [x + w / 2, y],
    [x + w, y + h / 2],
    [x + w / 2, y + h],
    [x, y + h / 2],
  ]),
);

export const shapeTriangleModule = polygonModule(
  'ShapeTriangle',
  polygon((x, y, w, h) => [
    [x + w / 2, y],
    [x + w, y + h],
    [x, y + h],
  ]),
);
