import { addonOf, readDashboard } from '@lf/designer';
import type { WidgetModule } from '../types';

const START = (-225 * Math.PI) / 180;
const SWEEP = (270 * Math.PI) / 180;

function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const a0 = START + SWEEP * from;
  const a1 = START + SWEEP * to;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const p0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)];
  const p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
  return `M ${p0.join(' ')} A ${r} ${r} 0 ${large} 1 ${p1.join(' ')}`;
}

/** A 270° dial: one colour (monochrome) or coloured stages (multistage), with a needle. */
export const usualDashboardModule: WidgetModule = {
  type: 'UsualDashboard',
  Render: ({ widget, value, mode }) => {
    const addon = addonOf(widget, 'UsualDashboard');
    if (!addon) return null;
    const { x, y, width, height } = widget.position;
    const reading = readDashboard(addon, mode === 'view' ? value : undefined);
    const cx = x + width / 2;
    const cy = y + height / 2;
    const r = Math.max(4, Math.min(width, height) / 2 - 8);
    const band = Math.max(3, r * 0.12);
    const span = addon.maxVal - addon.minVal || 1;
    const stages =
      addon.type === 'multistage'
        ? [...addon.stages]
            .sort((a, b) => a.value - b.value)
            .map((stage, index, all) => ({
              from:
                index === 0 ? 0 : ((all[index - 1]?.value ?? addon.minVal) - addon.minVal) / span,
              to: Math.min(1, (stage.value - addon.minVal) / span),
              color: stage.color,
            }))
        : [{ from: 0, to: 1, color: addon.color }];
    const needle = START + SWEEP * reading.ratio;
    return (
      <g>
        <path d={arc(cx, cy, r, 0, 1)} stroke="#E4E7ED" strokeWidth={band} fill="none" />
        {stages.map((stage) => (
          <path
            key={`${stage.from}-${stage.to}`}
            d={arc(cx, cy, r, Math.max(0, stage.from), Math.max(stage.from, stage.to))}
            stroke={stage.color}
            strokeWidth={band}
            fill="none"
            opacity={addon.type === 'monochrome' ? 1 : 0.85}
          />
        ))}
        <line
          x1={cx}
          y1={cy}
          x2={cx + (r - band) * Math.cos(needle)}
          y2={cy + (r - band) * Math.sin(needle)}
          stroke={reading.color}
          strokeWidth={Math.max(2, r * 0.04)}
          strokeLinecap="round"
        />
        <circle cx={cx} cy={cy} r={Math.max(3, r * 0.06)} fill={reading.color} />
        <text
          x={cx}
          y={cy + r * 0.55}
          textAnchor="middle"
          fontSize={Math.max(10, r * 0.22)}
          fill={widget.style.color}
        >
          {reading.text}
        </text>
      </g>
    );
  },
};
