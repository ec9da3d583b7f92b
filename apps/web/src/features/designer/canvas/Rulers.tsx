export const RULER_SIZE = 20;

function ticks(length: number, zoom: number): number[] {
  const step = zoom >= 1 ? 50 : zoom >= 0.5 ? 100 : 200;
  const marks: number[] = [];
  for (let at = 0; at <= length; at += step) marks.push(at);
  return marks;
}

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
  const style = {
    position: 'absolute',
    background: '#fafafa',
    fontSize: 10,
    color: '#8c8c8c',
  } as const;
  return (
    <>
      <svg
        aria-hidden
        data-testid="ruler"
        style={{ ...style, left: inset + RULER_SIZE, top: inset }}
        width={width * zoom}
        height={RULER_SIZE}
      >
        {ticks(width, zoom).map((at) => (
          <g key={at}>
            <line
              x1={at * zoom}
              x2={at * zoom}
              y1={RULER_SIZE - 6}
              y2={RULER_SIZE}
              stroke="#bfbfbf"
            />
            <text x={at * zoom + 2} y={10} fill="currentColor">
              {at}
            </text>
          </g>
        ))}
      </svg>
      <svg
        aria-hidden
        style={{ ...style, left: inset, top: inset + RULER_SIZE }}
        width={RULER_SIZE}
        height={height * zoom}
      >
        {ticks(height, zoom).map((at) => (
          <g key={at}>
            <line
              y1={at * zoom}
              y2={at * zoom}
              x1={RULER_SIZE - 6}
              x2={RULER_SIZE}
              stroke="#bfbfbf"
            />
            <text x={1} y={at * zoom + 10} fill="currentColor">
              {at}
            </text>
          </g>
        ))}
      </svg>
    </>
  );
}
