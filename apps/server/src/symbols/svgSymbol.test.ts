import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { activeSvgParts, HOSTILE_SVGS } from '../../test/hostileInput';
import { cleanSymbolSvg } from './svgSymbol';

function xml(text: string): Document {
  return new JSDOM(text, { contentType: 'image/svg+xml' }).window.document;
}

const PUMP = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="80">
  <g id="frame"><circle id="casing" cx="40" cy="40" r="30" fill="#ccc"/></g>
  <path id="impeller" d="M40 20 L50 40 L40 60 Z" fill="#888"/>
  <text id="tag" x="5" y="75">P-101</text>
</svg>`;

/** Hostile drawings a symbol upload meets besides those of any SVG upload. */
const SYMBOL_ATTACKS: Record<string, string> = {
  'image of an outside document': `<svg xmlns="http://www.w3.org/2000/svg"><image href="http://attacker.example/a.png" width="4" height="4"/><rect width="4" height="4"/></svg>`,
  'xlink image of an outside document': `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="//attacker.example/a.svg" width="4" height="4"/><rect width="4" height="4"/></svg>`,
  'fill from an outside document': `<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" fill="url(https://attacker.example/p.svg#g)" style="fill: url(http://attacker.example/x)"/></svg>`,
  'style sheet importing': `<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://attacker.example/s.css); rect { fill: red }</style><rect width="4" height="4"/></svg>`,
};

describe('cleanSymbolSvg', () => {
  it('keeps a harmless drawing, its element ids and a viewBox from its size', async () => {
    const check = await cleanSymbolSvg(PUMP);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.viewBox).toEqual({ width: 100, height: 80 });
    expect(check.elements).toEqual([
      { id: 'frame', tag: 'g' },
      { id: 'casing', tag: 'circle' },
      { id: 'impeller', tag: 'path' },
      { id: 'tag', tag: 'text' },
    ]);
    const kept = xml(check.svg);
    expect(kept.documentElement.getAttribute('viewBox')).toBe('0 0 100 80');
    expect(kept.getElementById('impeller')?.getAttribute('d')).toBe('M40 20 L50 40 L40 60 Z');
  });

  it('reads a drawing tool export: XML declaration, comment and SVG DOCTYPE before the root', async () => {
    const exported = `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Generator: a drawing tool -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
${PUMP}`;
    const check = await cleanSymbolSvg(exported);
    expect(check.ok && check.elements.map((element) => element.id)).toEqual([
      'frame',
      'casing',
      'impeller',
      'tag',
    ]);
    expect(check.ok && check.svg).not.toMatch(/DOCTYPE|<\?xml|Generator/);
  });

  it('drops ids that would clobber the page (DOMPurify) and offers the rest as parts', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><rect id="body" width="4" height="4"/><rect id="ok" width="4" height="4"/></svg>`;
    const check = await cleanSymbolSvg(svg);
    expect(check.ok && check.elements).toEqual([{ id: 'ok', tag: 'rect' }]);
  });

  it('keeps references inside the drawing (a gradient fill)', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect id="r" width="10" height="10" fill="url(#g)"/></svg>`;
    const check = await cleanSymbolSvg(svg);
    expect(check.ok && xml(check.svg).getElementById('r')?.getAttribute('fill')).toBe('url(#g)');
  });

  for (const [name, svg] of Object.entries({ ...HOSTILE_SVGS, ...SYMBOL_ATTACKS })) {
    it(`makes a drawing with a ${name} inert`, async () => {
      const check = await cleanSymbolSvg(svg);
      expect(check.ok).toBe(true);
      const served = check.ok ? check.svg : '';
      expect(activeSvgParts(xml(served))).toEqual([]);
      expect(served).not.toMatch(/script|alert|attacker|@import|foreignObject/i);
    });
  }

  it('refuses NUL bytes, oversized drawings and what is not a well-formed SVG', async () => {
    expect(await cleanSymbolSvg(PUMP.replace('P-101', 'P\u0000101'))).toEqual({
      ok: false,
      refusal: 'customSymbolNul',
      params: {},
    });
    const huge = PUMP.replace('P-101', 'x'.repeat(512 * 1024));
    expect(await cleanSymbolSvg(huge)).toEqual({
      ok: false,
      refusal: 'customSymbolTooLarge',
      params: { max: '512 KiB' },
    });
    for (const text of [
      '<html><body><script>alert(1)</script></body></html>',
      'not markup at all',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
      '<svg width="1"><rect width="1" height="1"/></svg>',
      // A billion laughs: entities are refused, never expanded.
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;&b;&b;</text></svg>',
      // An external entity pointing at a file of the server.
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      // Nothing left once the script is gone.
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ]) {
      expect(await cleanSymbolSvg(text), text).toMatchObject({
        ok: false,
        refusal: 'customSymbolNotSvg',
      });
    }
  });
});
