// @vitest-environment jsdom
import type { PartLook } from '@lf/designer';
import { describe, expect, it } from 'vitest';
import { drawingHref, drawingWithLooks } from './looks';

const PUMP = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><style>.c { fill: #ccc }</style><g id="rotor" transform="translate(10 0)"><path id="blade" class="c" d="M0 0 L10 10"/></g><circle id="lamp" cx="5" cy="5" r="5"/><text id="tag">P-1</text></svg>`;

function parsed(markup: string): Document {
  return new DOMParser().parseFromString(markup, 'image/svg+xml');
}

describe('drawingWithLooks', () => {
  it('leaves the drawing as it is without looks', () => {
    expect(drawingWithLooks(PUMP, new Map())).toBe(PUMP);
  });

  it('recolours a named group and the shapes in it, over style sheet classes', () => {
    const looks = new Map<string, PartLook>([['rotor', { fill: '#2e7d32' }]]);
    const document = parsed(drawingWithLooks(PUMP, looks));
    for (const id of ['rotor', 'blade']) {
      const element = document.getElementById(id);
      expect(element?.getAttribute('fill')).toBe('#2e7d32');
      expect(element?.getAttribute('style')).toContain('fill:#2e7d32 !important');
    }
    expect(document.getElementById('lamp')?.hasAttribute('fill')).toBe(false);
  });

  it('hides a part, replaces its text and turns it about its centre keeping its transform', () => {
    const looks = new Map<string, PartLook>([
      ['lamp', { visibility: 'hidden' }],
      ['tag', { text: 'RUN' }],
      ['rotor', { rotation: '45' }],
    ]);
    const document = parsed(drawingWithLooks(PUMP, looks));
    expect(document.getElementById('lamp')?.getAttribute('visibility')).toBe('hidden');
    expect(document.getElementById('tag')?.textContent).toBe('RUN');
    const rotor = document.getElementById('rotor');
    expect(rotor?.getAttribute('transform')).toBe('translate(10 0)');
    expect(rotor?.parentElement?.getAttribute('style')).toContain('rotate(45deg)');
    expect(rotor?.parentElement?.getAttribute('style')).toContain('transform-box: fill-box');
  });

  it('ignores looks of elements the drawing lacks and encodes the drawing as an image address', () => {
    const looks = new Map<string, PartLook>([['ghost', { fill: 'red' }]]);
    expect(parsed(drawingWithLooks(PUMP, looks)).getElementById('ghost')).toBeNull();
    expect(decodeURIComponent(drawingHref(PUMP).split(',')[1] ?? '')).toBe(PUMP);
  });
});
