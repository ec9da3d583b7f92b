import { describe, expect, it } from 'vitest';
import { thumbnailKind } from './thumbnail';

describe('thumbnailKind', () => {
  it('recognises png and jpg by their signatures', () => {
    expect(thumbnailKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'png',
    );
    expect(thumbnailKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpg');
  });

  it('accepts a plain svg, with or without an xml declaration', () => {
    expect(thumbnailKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(
      thumbnailKind(Buffer.from('<?xml version="1.0"?>\n<!-- drawn -->\n<svg width="1"></svg>')),
    ).toBe('svg');
  });

  it('refuses svg that could run script when opened from our origin', () => {
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      '<svg><foreignObject><iframe/></foreignObject></svg>',
    ]) {
      expect(thumbnailKind(Buffer.from(svg)), svg).toBeUndefined();
    }
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(thumbnailKind(Buffer.from('GIF89a'))).toBeUndefined();
    expect(thumbnailKind(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(thumbnailKind(Buffer.alloc(0))).toBeUndefined();
  });
});
