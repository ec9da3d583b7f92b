import type { CSSProperties, ReactNode } from 'react';
import type { Appearance, Widget } from '@lf/designer';

/** SVG pieces every widget renderer shares: boxes, text, dash patterns and flips. */

export function boxOf(widget: Widget) {
  const { x, y, width, height } = widget.position;
  return { x, y, width, height };
}

const DASHES: Readonly<Record<Widget['style']['line']['dash'], string | undefined>> = {
  solid: undefined,
  dashed: '8 4',
  dotted: '2 3',
};

export function dashOf(widget: Widget, strokeWidth: number): string | undefined {
  const pattern = DASHES[widget.style.line.dash];
  if (!pattern) return undefined;
  return pattern
    .split(' ')
    .map((part) => String(Number(part) * Math.max(1, strokeWidth / 2)))
    .join(' ');
}

/** Mirrors the content of a widget's box along the axes its style flips. */
export function flipTransform(widget: Widget): string | undefined {
  const { x: flipX, y: flipY } = widget.style.flip;
  if (!flipX && !flipY) return undefined;
  const { x, y, width, height } = widget.position;
  const cx = x + width / 2;
  const cy = y + height / 2;
  return `translate(${cx} ${cy}) scale(${flipX ? -1 : 1} ${flipY ? -1 : 1}) translate(${-cx} ${-cy})`;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/** One line of text in the widget's box, aligned by its style. */
export function BoxText({
  widget,
  text,
  color,
  size,
}: {
  widget: Widget;
  text: string;
  color: string;
  size?: number;
}): ReactNode {
  const { x, y, width, height } = widget.position;
  const { font, align } = widget.style;
  const pad = 4;
  const tx = align === 'left' ? x + pad : align === 'right' ? x + width - pad : x + width / 2;
  return (
    <text
      x={tx}
      y={y + height / 2}
      fill={color}
      fontSize={size ?? font.size}
      fontFamily={fontStack(font.family)}
      fontWeight={font.weight}
      fontStyle={font.italic ? 'italic' : 'normal'}
      textAnchor={ANCHOR[align]}
      dominantBaseline="central"
      style={{ userSelect: 'none' }}
    >
      {text}
    </text>
  );
}

/**
 * The widget's font with the app's fallbacks: a page drawn with a font this computer lacks
 * (the default Microsoft YaHei outside Windows) falls back to a sans-serif CJK face, not to the
 * browser's serif default.
 */
export function fontStack(family: string): string {
  const named = family.trim() ? `"${family.trim().replace(/"/g, '')}", ` : '';
  return `${named}'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif`;
}

/** HTML content (controls, charts, video) placed in the widget's box. */
export function HtmlBox({
  widget,
  children,
  style,
}: {
  widget: Widget;
  children: ReactNode;
  style?: CSSProperties;
}): ReactNode {
  const { x, y, width, height } = widget.position;
  return (
    <foreignObject x={x} y={y} width={Math.max(width, 1)} height={Math.max(height, 1)}>
      <div
        style={{
          width: '100%',
          height: '100%',
          boxSizing: 'border-box',
          overflow: 'hidden',
          fontSize: widget.style.font.size,
          fontFamily: fontStack(widget.style.font.family),
          ...style,
        }}
      >
        {children}
      </div>
    </foreignObject>
  );
}

/** The outline colour of a widget, or none where its stroke width is 0. */
export function outlineOf(widget: Widget, colour: string): string {
  return widget.style.stroke.width > 0 ? colour : 'none';
}

/**
 * The rectangle that fills a widget's box, outlined in the widget's stroke width. The colours
 * and the corner radius are the widget's own choice (a gauge rounds its tank its own way, and
 * some widgets draw no outline at width 0).
 */
export function BoxRect({
  widget,
  fill,
  stroke,
  radius,
}: {
  widget: Widget;
  fill: string;
  stroke: string;
  radius?: number;
}): ReactNode {
  return (
    <rect
      {...boxOf(widget)}
      rx={radius}
      fill={fill}
      stroke={stroke}
      strokeWidth={widget.style.stroke.width}
    />
  );
}

/**
 * A widget's box in its appearance's colours with its text inside (a data text, a button); a
 * zero-width outline is not drawn.
 */
export function FramedText({
  widget,
  appearance,
  text,
}: {
  widget: Widget;
  appearance: Appearance;
  text: string;
}): ReactNode {
  return (
    <>
      <BoxRect
        widget={widget}
        fill={appearance.fillColor}
        stroke={outlineOf(widget, appearance.borderColor)}
        radius={widget.style.radius}
      />
      <BoxText widget={widget} text={text} color={appearance.fontColor} />
    </>
  );
}

/** A plain framed box with a caption: how the designer shows widgets whose content is live. */
export function PlaceholderBox({
  widget,
  caption,
  fill,
  stroke,
}: {
  widget: Widget;
  caption: string;
  fill: string;
  stroke: string;
}): ReactNode {
  return (
    <g>
      <BoxRect widget={widget} fill={fill} stroke={stroke} radius={widget.style.radius} />
      <BoxText widget={widget} text={caption} color={widget.style.color} />
    </g>
  );
}
