import { addonOf, readPercentFill } from '@lf/designer';
import { BoxRect } from '../svgParts';
import type { WidgetModule } from '../types';

/** A fill level: a bar (rectangle), a tank (capacity) or a ring (doughnut). */
export const usualPercentFillModule: WidgetModule = {
  type: 'UsualPercentFill',
  Render: ({ widget, value, mode, appearance }) => {
    const addon = addonOf(widget, 'UsualPercentFill');
    if (!addon) return null;
    const { x, y, width, height } = widget.position;
    const reading = readPercentFill(addon, mode === 'view' ? value : undefined);
    const ratio = mode === 'design' ? 0.5 : reading.ratio;
    const label = mode === 'design' ? (addon.textType === 'none' ? '' : '50%') : reading.text;
    const text = (
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={widget.style.font.size}
        fill={appearance.fontColor}
      >
        {label}
      </text>
    );
    if (addon.type === 'doughnutChart') {
      const r = Math.max(4, Math.min(width, height) / 2 - 6);
      const circumference = 2 * Math.PI * r;
      const cx = x + width / 2;
      const cy = y + height / 2;
      return (
        <g>
          <circle cx={cx} cy={cy} r={r} stroke="#E4E7ED" strokeWidth={r * 0.25} fill="none" />
          <circle
            cx={cx}
            cy={cy}
            r={r}
            stroke={addon.color}
            strokeWidth={r * 0.25}
            fill="none"
            strokeDasharray={`${circumference * ratio} ${circumference}`}
            transform={`rotate(-90 ${cx} ${cy})`}
          />
          {text}
        </g>
      );
    }
    const vertical = addon.orientation === 'vertical';
    const fillWidth = vertical ? width : width * ratio;
    const fillHeight = vertical ? height * ratio : height;
    const radius =
      addon.type === 'capacityChart' ? Math.min(width, height) * 0.15 : widget.style.radius;
    const clipId = `pf-${widget.id}`;
    return (
      <g>
        <clipPath id={clipId}>
          <rect x={x} y={y} width={width} height={height} rx={radius} />
        </clipPath>
        <BoxRect
          widget={widget}
          fill={appearance.fillColor}
          stroke={appearance.borderColor}
          radius={radius}
        />
        <rect
          clipPath={`url(#${clipId})`}
          x={x}
          y={vertical ? y + height - fillHeight : y}
          width={fillWidth}
          height={fillHeight}
          fill={addon.color}
          opacity={addon.type === 'capacityChart' ? 0.8 : 1}
        />
        {text}
      </g>
    );
  },
};
