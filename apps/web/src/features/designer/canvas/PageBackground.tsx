import type { Page } from '@lf/designer';

/** The page's background colour or image, and the designer's grid. */
export function PageBackground({
  con,
  grid,
  gridSize,
}: {
  con: Page;
  grid: boolean;
  gridSize: number;
}) {
  return (
    <g>
      <rect x={0} y={0} width={con.width} height={con.height} fill={con.bgColor} />
      {con.useBgImage && con.bgImage ? (
        <image
          href={con.bgImage}
          x={0}
          y={0}
          width={con.width}
          height={con.height}
          preserveAspectRatio="none"
        />
      ) : null}
      {grid ? (
        <>
          <defs>
            <pattern id="lf-grid" width={gridSize} height={gridSize} patternUnits="userSpaceOnUse">
              <path
                d={`M ${gridSize} 0 L 0 0 0 ${gridSize}`}
                fill="none"
                stroke="rgba(0,0,0,0.08)"
                strokeWidth={1}
              />
            </pattern>
          </defs>
          <rect
            x={0}
            y={0}
            width={con.width}
            height={con.height}
            fill="url(#lf-grid)"
            pointerEvents="none"
          />
        </>
      ) : null}
    </g>
  );
}
