import { describe, expect, it } from 'vitest';
import { rect } from '../testing/fixtures';
import { evaluateAppearance } from './appearance';
import { themedAppearance, themedBackground, themedColour } from './theme';

describe('themedColour', () => {
  it('leaves colours as designed on the standard theme', () => {
    expect(themedColour('#FF0000', 'standard')).toBe('#FF0000');
  });

  it('turns colours into greys of their luminance, kept in the theme range', () => {
    expect(themedColour('#FFFFFF', 'highPerformance')).toBe('#E5E5E5');
    expect(themedColour('#000000', 'highPerformance')).toBe('#454545');
    // The dark theme turns them around: white fills dark, black lines light.
    expect(themedColour('#FFFFFF', 'highPerformanceDark')).toBe('#333333');
    expect(themedColour('#000000', 'highPerformanceDark')).toBe('#C7C7C7');
    expect(themedColour('rgba(255, 255, 255, 0.5)', 'highPerformance')).toBe(
      'rgba(229, 229, 229, 0.5)',
    );
    expect(themedColour('transparent', 'highPerformance')).toBe('transparent');
  });

  it('gives each theme its background', () => {
    expect(themedBackground('standard', '#123456')).toBe('#123456');
    expect(themedBackground('highPerformanceDark', '#123456')).toBe('#1F2428');
  });
});

describe('themedAppearance', () => {
  const alarmed = rect('tank', 0, 0, 10, 10, {
    data: { ...rect('x', 0, 0).data, signalId: 'level' },
    style: { ...rect('x', 0, 0).style, fill: '#409EFF' },
    animation: {
      ...rect('x', 0, 0).animation,
      fillColor: { enable: true, list: [{ symbol: '>', value: '90', color: '#FF0000' }] },
    },
  });

  it('greys the designed colours and keeps the colour of an abnormal state', () => {
    const normal = evaluateAppearance(alarmed, new Map([['level', { value: 50 }]]));
    const high = evaluateAppearance(alarmed, new Map([['level', { value: 95 }]]));
    expect(themedAppearance(normal, alarmed, 'highPerformance').fillColor).toMatch(
      /^#([0-9A-F]{2})\1\1$/,
    );
    expect(themedAppearance(high, alarmed, 'highPerformance').fillColor).toBe('#FF0000');
    expect(themedAppearance(normal, alarmed, 'standard')).toBe(normal);
  });

  it('keeps text legible on its themed fill, and themes text on no fill like any colour', () => {
    const button = rect('b', 0, 0, 10, 10, {
      style: { ...rect('x', 0, 0).style, fill: '#409EFF', color: '#FFFFFF' },
    });
    const label = (theme: 'highPerformance' | 'highPerformanceDark') =>
      themedAppearance(evaluateAppearance(button, new Map()), button, theme).fontColor;
    expect(label('highPerformanceDark')).toBe('#E6E6E6');
    expect(label('highPerformance')).toBe('#262626');
    const text = rect('t', 0, 0, 10, 10, {
      style: { ...rect('x', 0, 0).style, fill: 'transparent', color: '#000000' },
    });
    expect(
      themedAppearance(evaluateAppearance(text, new Map()), text, 'highPerformanceDark').fontColor,
    ).toBe('#C7C7C7');
  });
});
