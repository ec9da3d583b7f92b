import { useEffect, useState } from 'react';
import { addonOf, formatTimer } from '@lf/designer';
import { BoxText } from '../svgParts';
import type { WidgetModule } from '../types';

function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The browser's clock in the add-on's format, ticking each second in the viewer. */
export const usualTimerModule: WidgetModule = {
  type: 'UsualTimer',
  Render: ({ widget, appearance, mode }) => {
    const addon = addonOf(widget, 'UsualTimer');
    const now = useNow(mode === 'view');
    const { x, y, width, height } = widget.position;
    const offset = -new Date(now).getTimezoneOffset();
    return (
      <g>
        <rect x={x} y={y} width={width} height={height} fill={appearance.fillColor} />
        <BoxText
          widget={widget}
          text={formatTimer(now, addon?.format ?? 'YYYY-MM-DD HH:mm:ss', offset)}
          color={appearance.fontColor}
        />
      </g>
    );
  },
};
