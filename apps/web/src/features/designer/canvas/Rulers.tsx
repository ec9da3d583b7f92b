export const RULER_SIZE = 20;

const TICK_LENGTH = 6;

function ticks(length: number, zoom: number): number[] {
  const step = zoom >= 1 ? 50 : zoom >= 0.5 ? 100 : 200;
  const marks: number[] = [];
  for (let at = 0; at <= length; at += step) marks.push(at);
  return marks;
}

const RULER_STYLE = {
  position: 'absolute',
  background: '#fafafa',
  fontSize: 10,
  color: '#8c8c8c',
} as const;

/** Rulers along the top and left of the page, in canvas units. */
export function Rulers({
  width,
  height,
  zoom,
  inset,
}: {
  width: number;
  height: number;
  zoom: number;
  inset: number;
}) {
  return (
    <>
      <Ruler along="x" length={width} zoom={zoom} left={inset + RULER_SIZE} top={inset} />
      <Ruler along="y" length={height} zoom={zoom} left={inset} top={inset + RULER_SIZE} />
    </>
  );
}

/** One ruler: its ticks run along its axis, each mark reaching in from the page's edge. */
function Ruler({
  along,
  length,
  zoom,
  left,
  top,
}: {
  along: 'x' | 'y';
  length: number;
  zoom: number;
  left: number;
  top: number;
}) {
  const horizontal = along === 'x';
  const extent = length * zoom;
  return (
    <svg
      aria-hidden
      data-testid={horizontal ? 'ruler' : undefined}
      style={{ ...RULER_STYLE, left, top }}
      width={horizontal ? extent : RULER_SIZE}
      height={horizontal ? RULER_SIZE : extent}
    >
      {ticks(length, zoom).map((at) => {
        const onAxis = { from: at * zoom, to: at * zoom };
        const across = { from: RULER_SIZE - TICK_LENGTH, to: RULER_SIZE };
        const [x, y] = horizontal ? [onAxis, across] : [across, onAxis];
        return (
          <g key={at}>
            <line x1={x.from} x2={x.to} y1={y.from} y2={y.to} stroke="#bfbfbf" />
            <text
              x={horizontal ? at * zoom + 2 : 1}
              y={horizontal ? 10 : at * zoom + 10}
              fill="currentColor"
            >
              {at}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
