import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import '../../../i18n/i18n';
import { UnackedSignals } from './alarmBlink';
import { WidgetNode } from './WidgetNode';
import type { RenderMode } from './types';

function boundTo(signalId: string): Widget {
  const widget = createWidget('UsualDataText', {
    newId: sequentialIds('w'),
    position: { x: 0, y: 0, width: 120, height: 40 },
  });
  return { ...widget, data: { ...widget.data, signalId } };
}

function draw(widget: Widget, unacked: string[], mode: RenderMode = 'view') {
  const { container } = render(
    <UnackedSignals.Provider value={new Set(unacked)}>
      <svg>
        <WidgetNode widget={widget} mode={mode} values={new Map()} actions={null} locale="zh-CN" />
      </svg>
    </UnackedSignals.Provider>,
  );
  const node = container.querySelector(`[data-widget-id="${widget.id}"]`);
  return {
    alarm: node?.getAttribute('data-alarm') ?? null,
    twinkling: node?.querySelector(':scope > .lf-twinkle') !== null,
  };
}

describe('a widget in alarm', () => {
  it('blinks in a viewer while its signal has an unacknowledged alarm', () => {
    expect(draw(boundTo('s1'), ['s1'])).toEqual({ alarm: 'unacknowledged', twinkling: true });
  });

  it('does not blink for another signal’s alarm, or once acknowledged', () => {
    expect(draw(boundTo('s1'), ['s2'])).toEqual({ alarm: null, twinkling: false });
    expect(draw(boundTo('s1'), [])).toEqual({ alarm: null, twinkling: false });
  });

  it('does not blink in the designer', () => {
    expect(draw(boundTo('s1'), ['s1'], 'design')).toEqual({ alarm: null, twinkling: false });
  });
});
