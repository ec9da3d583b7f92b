import { ISA101, type StateStyle, type SymbolDefinition, type SymbolShape } from '@lf/designer';

export interface SymbolGraphicProps {
  readonly symbol: SymbolDefinition;
  readonly style: StateStyle;
  /** Level fill 0–1, or null for none. */
  readonly level: number | null;
  readonly valueText: string | null;
  /** The box the drawing is fitted into, keeping its proportions. */
  readonly box: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  /** Unique per drawing: names its level clip. */
  readonly clipId: string;
  /** Blink a blinking state (the viewer; the designer and palette stay still). */
  readonly animate: boolean;
  /**
   * `stretch` fills the box like any shape, so the ports pipes snap to stay on the drawing;
   * `contain` keeps the proportions (palette previews in square cells).
   */
  readonly fit: 'stretch' | 'contain';
}

const STROKE = 2;

function Shape({
  shape,
  fill,
  stroke,
  strokeWidth,
}: {
  shape: SymbolShape;
  fill: string;
  stroke: string;
  strokeWidth: number;
}) {
  switch (shape.kind) {
    case 'path':
      return <path d={shape.d} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />;
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.rx}
          fill={fill}
          stroke={stroke}
          strokeWidth={strokeWidth}
        />
      );
    case 'circle':
      return (
        <circle
          cx={shape.cx}
          cy={shape.cy}
          r={shape.r}
          fill={fill}
          stroke={stroke}
          strokeWidth={strokeWidth}
        />
      );
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontSize={shape.size}
          fontFamily="Arial, Helvetica, sans-serif"
          fontWeight={600}
          textAnchor="middle"
          dominantBaseline="central"
          fill={stroke}
        >
          {shape.text}
        </text>
      );
  }
}

/**
 * A catalogue symbol drawn from its data in one state: body shapes in the state's fill and
 * outline, the level rising inside the body, inner details in the state's ink, the live value
 * and a state badge (M, A, !) in the corner.
 */
export function SymbolGraphic({
  symbol,
  style,
  level,
  valueText,
  box,
  clipId,
  animate,
  fit,
}: SymbolGraphicProps) {
  const { width, height } = symbol.viewBox;
  const body = symbol.shapes.filter((shape) => shape.role === 'body');
  const details = symbol.shapes.filter((shape) => shape.role === 'detail');
  const region = symbol.level;
  const levelHeight = region && level !== null ? region.height * level : 0;
  return (
    <svg
      x={box.x}
      y={box.y}
      width={Math.max(box.width, 1)}
      height={Math.max(box.height, 1)}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio={fit === 'stretch' ? 'none' : 'xMidYMid meet'}
      overflow="visible"
      data-symbol={symbol.id}
      className={animate && style.blink ? 'lf-twinkle' : undefined}
      style={animate && style.blink ? { animationDuration: '1000ms' } : undefined}
    >
      {body.map((shape, index) => (
        <Shape
          key={`b${index}`}
          shape={shape}
          fill={style.fill}
          stroke={style.stroke}
          strokeWidth={STROKE}
        />
      ))}
      {region && levelHeight > 0 ? (
        <>
          <clipPath id={clipId}>
            {symbol.shapes.map((shape, index) =>
              shape.kind === 'text' ? null : (
                <Shape key={index} shape={shape} fill="#000" stroke="none" strokeWidth={0} />
              ),
            )}
          </clipPath>
          <rect
            data-level={level}
            clipPath={`url(#${clipId})`}
            x={region.x}
            y={region.y + region.height - levelHeight}
            width={region.width}
            height={levelHeight}
            fill={ISA101.level}
          />
          {body.map((shape, index) => (
            <Shape
              key={`o${index}`}
              shape={shape}
              fill="none"
              stroke={style.stroke}
              strokeWidth={STROKE}
            />
          ))}
        </>
      ) : null}
      {details.map((shape, index) => (
        <Shape
          key={`d${index}`}
          shape={shape}
          fill="none"
          stroke={style.detail}
          strokeWidth={STROKE * 0.75}
        />
      ))}
      {symbol.value && valueText !== null ? (
        <text
          x={symbol.value.x}
          y={symbol.value.y}
          fontSize={symbol.value.size}
          fontFamily="Arial, Helvetica, sans-serif"
          textAnchor="middle"
          dominantBaseline="central"
          fill={style.detail}
          data-role="symbol-value"
        >
          {valueText}
        </text>
      ) : null}
      {style.badge ? (
        <g data-role="symbol-badge">
          <circle
            cx={width - 7}
            cy={7}
            r={7}
            fill={ISA101.white}
            stroke={style.stroke}
            strokeWidth={1.5}
          />
          <text
            x={width - 7}
            y={7}
            fontSize={10}
            fontFamily="Arial, Helvetica, sans-serif"
            fontWeight={700}
            textAnchor="middle"
            dominantBaseline="central"
            fill={style.fill === ISA101.fault ? ISA101.fault : ISA101.outline}
          >
            {style.badge}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
