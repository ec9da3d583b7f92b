import { useEffect, useState } from 'react';
import { addonOf } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { PlaceholderBox } from '../svgParts';
import type { WidgetModule } from '../types';

/** Frame animation: its images shown one after the other at the add-on's interval. */
export const usualAnimationModule: WidgetModule = {
  type: 'UsualAnimation',
  Render: ({ widget, appearance, mode }) => {
    const { t } = useTranslation();
    const addon = addonOf(widget, 'UsualAnimation');
    const frames = addon?.frames ?? [];
    const [index, setIndex] = useState(0);
    const interval = addon?.interval ?? 500;
    useEffect(() => {
      if (mode !== 'view' || frames.length < 2) return undefined;
      const timer = setInterval(() => setIndex((i) => (i + 1) % frames.length), interval);
      return () => clearInterval(timer);
    }, [mode, frames.length, interval]);
    const { x, y, width, height } = widget.position;
    const frame = frames[index % Math.max(1, frames.length)];
    if (!frame) {
      return (
        <PlaceholderBox
          widget={widget}
          caption={t('project.widget.noFrames')}
          fill={appearance.fillColor}
          stroke={appearance.borderColor}
        />
      );
    }
    return <image href={frame} x={x} y={y} width={width} height={height} />;
  },
};
