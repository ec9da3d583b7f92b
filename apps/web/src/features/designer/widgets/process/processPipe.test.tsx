import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PIPE_MEDIA,
  createWidget,
  sequentialIds,
  type LiveValues,
  type PageTheme,
  type Widget,
} from '@lf/designer';
import '../../../../i18n/i18n';
import { PageThemeContext } from '../pageTheme';
import { WidgetNode } from '../WidgetNode';
import type { RenderMode } from '../types';

/** A pump-to-tank pipe whose water flows while `run_fb` is 1. */
function pipe(addon: Record<string, unknown> = {}): Widget {
  const widget = createWidget('ProcessPipe', {
    newId: sequentialIds('pipe'),
    position: { x: 10, y: 10, width: 100, height: 50 },
    dataAddon: {
      points: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 50 },
      ],
      flow: 'condition',
      flowSymbol: '=',
      flowValue: '1',
      speed: 48,
      ...addon,
    },
  });
  return { ...widget, data: { ...widget.data, signalId: 'run_fb' } };
}

function draw(
  widget: Widget,
  values: LiveValues,
  mode: RenderMode = 'view',
  theme: PageTheme = 'standard',
) {
  const { container } = render(
    <PageThemeContext.Provider value={theme}>
      <svg>
        <WidgetNode widget={widget} mode={mode} values={values} actions={null} locale="zh-CN" />
      </svg>
    </PageThemeContext.Provider>,
  );
  const group = container.querySelector('[data-flow]');
  const stripe = container.querySelector<SVGPathElement>('path.lf-pipe-flow');
  return {
    flow: group?.getAttribute('data-flow'),
    stripe: stripe
      ? { className: stripe.getAttribute('class'), style: stripe.style.animationDuration }
      : null,
    colour: container.querySelector('path')?.getAttribute('stroke'),
    path: container.querySelector('path')?.getAttribute('d'),
  };
}

const running = new Map([['run_fb', { value: 1 }]]);
const stopped = new Map([['run_fb', { value: 0 }]]);

describe('a pipe', () => {
  it('flows while its signal meets the condition: one animated stripe, timed by its speed', () => {
    expect(draw(pipe(), running)).toMatchObject({
      flow: 'forward',
      // A cycle of 1000 24-unit dash periods at 48 units a second: one iteration event in 500 s.
      stripe: { className: 'lf-pipe-flow lf-pipe-flow-forward', style: '500s' },
    });
    expect(draw(pipe({ direction: 'reverse' }), running).stripe?.className).toBe(
      'lf-pipe-flow lf-pipe-flow-reverse',
    );
  });

  it('stands still when the signal does not meet it, and always in the designer', () => {
    expect(draw(pipe(), stopped)).toMatchObject({ flow: 'stopped', stripe: null });
    expect(draw(pipe(), running, 'design')).toMatchObject({ flow: 'stopped', stripe: null });
  });

  it('is drawn along its corners with a rounded elbow, in its medium colour', () => {
    const drawn = draw(pipe({ medium: 'steam' }), stopped);
    expect(drawn.colour).toBe(PIPE_MEDIA.steam.colour);
    expect(drawn.path).toBe('M10 10 L101 10 Q110 10 110 19 L110 60');
  });

  it('marks a tee where it ends on another pipe', () => {
    const { container } = render(
      <svg>
        <WidgetNode
          widget={pipe({ ends: ['free', 'tee'], lineWidth: 10 })}
          mode="view"
          values={stopped}
          actions={null}
          locale="zh-CN"
        />
      </svg>,
    );
    const tee = container.querySelector('rect');
    expect([tee?.getAttribute('x'), tee?.getAttribute('y'), tee?.getAttribute('width')]).toEqual([
      '101',
      '51',
      '18',
    ]);
  });

  it('turns grey on a high-performance page', () => {
    expect(draw(pipe({ medium: 'steam' }), stopped, 'view', 'highPerformance').colour).toMatch(
      /^#([0-9A-F]{2})\1\1$/,
    );
  });
});
