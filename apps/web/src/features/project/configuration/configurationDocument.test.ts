import { describe, expect, it } from 'vitest';
import { createWidget, sequentialIds } from '@lf/designer';
import type { ConfigurationPageInfo } from '@lf/protocol';
import { configurationDocument, configurationWidgetsJson } from './configurationDocument';

const info: ConfigurationPageInfo = {
  id: 'c1',
  equipmentId: 'e1',
  title: '泵站',
  width: 800,
  height: 600,
  fit: 'width',
  bgColor: '#EEEEEE',
  bgImage: '',
  useBgImage: false,
  grid: true,
  home: true,
  widgetCount: 1,
  gmtCreate: '',
  gmtModified: '',
};

describe('configuration pages', () => {
  it('round-trips the widget list through the stored form', () => {
    const rect = createWidget('ShapeRect', {
      newId: sequentialIds(),
      position: { x: 5, y: 6, width: 70, height: 30 },
    });
    const document = configurationDocument(info, [rect]);
    expect(document.con).toMatchObject({ id: 'c1', width: 800, fit: 'width', bgColor: '#EEEEEE' });
    const stored = JSON.parse(configurationWidgetsJson(document)) as unknown[];
    expect(configurationDocument(info, stored).widgets).toEqual([rect]);
  });

  it('refuses a stored widget list that is not valid', () => {
    expect(() => configurationDocument(info, [{ widgetType: 'Nope' }])).toThrow();
  });
});
