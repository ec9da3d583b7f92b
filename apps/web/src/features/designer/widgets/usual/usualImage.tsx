import { addonOf } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { PlaceholderBox } from '../svgParts';
import type { WidgetModule } from '../types';

const ASPECT = { fill: 'none', contain: 'xMidYMid meet', cover: 'xMidYMid slice' } as const;

export const usualImageModule: WidgetModule = {
  type: 'UsualImage',
  Render: ({ widget, appearance }) => {
    const { t } = useTranslation();
    const addon = addonOf(widget, 'UsualImage');
    const { x, y, width, height } = widget.position;
    if (!addon?.src) {
      return (
        <PlaceholderBox
          widget={widget}
          caption={t('project.widget.noImage')}
          fill={appearance.fillColor}
          stroke={appearance.borderColor}
        />
      );
    }
    return (
      <image
        href={addon.src}
        x={x}
        y={y}
        width={width}
        height={height}
        preserveAspectRatio={ASPECT[widget.style.fit]}
      />
    );
  },
};
