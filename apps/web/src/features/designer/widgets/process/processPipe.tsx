import { useContext } from 'react';
import {
  PIPE_MEDIA,
  pipeFlow,
  pipePathData,
  pipePoints,
  themedColour,
  type PipeAddon,
  type Point,
} from '@lf/designer';
import { PageThemeContext } from '../pageTheme';
import type { WidgetModule, WidgetViewProps } from '../types';

/** Length of one dash and gap of the flow stripe (widgets.css). */
const PIPE_DASH_PERIOD = 24;

/**
 * Dash periods the stripe travels in one cycle of its CSS animation (widgets.css moves it
 * 24,000 units). Each cycle ends with an `animationiteration` event that climbs to the page's
 * root, where React listens: at one period a cycle, 200 flowing pipes sent hundreds of events a
 * second for nothing (docs/performance.md, symbols-web).
 */
const PERIODS_PER_CYCLE = 1000;

/** A tee is marked by a square of this many line widths, so branches read as joined. */
const TEE_SIZE = 1.8;

/**
 * A pipe: its orthogonal polyline in the medium's colour with rounded elbows, a square at each
 * tee, and while the medium flows a dashed stripe travelling along it. The stripe moves by one
 * CSS animation of stroke-dashoffset (widgets.css), so hundreds of flowing pipes cost no script
 * per frame. A border colour switched on by a colour animation (an abnormal state) wins over
 * the medium's colour.
 */
function PipeView({ widget, appearance, value, mode }: WidgetViewProps) {
  const theme = useContext(PageThemeContext);
  const addon = widget.dataAddon as PipeAddon;
  const points = pipePoints(widget);
  const path = pipePathData(points, addon.lineWidth * 1.5);
  const shownTheme = mode === 'view' ? theme : 'standard';
  const designed = widget.style.stroke.color;
  const abnormal =
    appearance.borderColor !== designed &&
    appearance.borderColor !== themedColour(designed, shownTheme);
  const colour = abnormal
    ? appearance.borderColor
    : themedColour(PIPE_MEDIA[addon.medium].colour, shownTheme);
  const flow = mode === 'view' ? pipeFlow(widget, value) : null;
  const tees = addon.ends
    .map((end, index) => (end === 'tee' ? (index === 0 ? points[0] : points.at(-1)) : undefined))
    .filter((point): point is Point => point !== undefined);
  const tee = addon.lineWidth * TEE_SIZE;
  return (
    <g data-flow={flow ? flow.direction : 'stopped'}>
      <path
        d={path}
        fill="none"
        stroke={colour}
        strokeWidth={addon.lineWidth}
        strokeLinejoin="round"
      />
      {tees.map((point, index) => (
        <rect
          key={index}
          x={point.x - tee / 2}
          y={point.y - tee / 2}
          width={tee}
          height={tee}
          fill={colour}
        />
      ))}
      {flow ? (
        <path
          d={path}
          fill="none"
          className={`lf-pipe-flow lf-pipe-flow-${flow.direction}`}
          stroke="#FFFFFF"
          strokeOpacity={0.7}
          strokeWidth={Math.max(1, addon.lineWidth * 0.4)}
          style={{ animationDuration: `${(PIPE_DASH_PERIOD * PERIODS_PER_CYCLE) / flow.speed}s` }}
        />
      ) : null}
    </g>
  );
}

export const processPipeModule: WidgetModule = { type: 'ProcessPipe', Render: PipeView };
