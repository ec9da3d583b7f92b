import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '@lf/designer';
import { addonFields } from './addonFields';

describe('addonFields', () => {
  it('reads each kind of add-on field from the dashboard schema', () => {
    const fields = addonFields(widgetDefinition('UsualDashboard').addon);
    const byKey = new Map(fields.map((field) => [field.key, field]));
    expect(byKey.get('type')).toEqual({
      key: 'type',
      kind: 'enum',
      options: ['monochrome', 'multistage'],
    });
    expect(byKey.get('minVal')).toEqual({ key: 'minVal', kind: 'number', nullable: false });
    expect(byKey.get('decimals')).toEqual({ key: 'decimals', kind: 'number', nullable: true });
    expect(byKey.get('color')).toEqual({ key: 'color', kind: 'colour' });
    expect(byKey.get('unit')).toEqual({ key: 'unit', kind: 'text' });
    expect(byKey.get('stages')).toEqual({ key: 'stages', kind: 'list' });
  });

  it('reads flags written as preprocessed booleans and ids written as text', () => {
    const fields = addonFields(widgetDefinition('ComplexVideo').addon);
    const byKey = new Map(fields.map((field) => [field.key, field.kind]));
    expect(byKey.get('PanTilt')).toBe('boolean');
    expect(byKey.get('channelNumber')).toBe('text');
    expect(byKey.get('hls')).toBe('text');
  });
});
