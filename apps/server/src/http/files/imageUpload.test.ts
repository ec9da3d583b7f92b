import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { activeSvgParts, HOSTILE_SVGS } from '../../../test/hostileInput';
import { checkImageUpload, type ImageUploadRules } from './imageUpload';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);
/** A PNG header that claims 20000 × 20000 pixels: a decompression bomb for the viewer. */
const PNG_HUGE = Buffer.from(PNG_1X1);
PNG_HUGE.writeUInt32BE(20000, 16);
PNG_HUGE.writeUInt32BE(20000, 20);

const ALL: ImageUploadRules = {
  formats: ['png', 'jpg', 'gif', 'webp', 'ico', 'svg'],
  maxBytes: 1e6,
};

function xml(text: string): Document {
  return new JSDOM(text, { contentType: 'image/svg+xml' }).window.document;
}

describe('checkImageUpload', () => {
  it('accepts raster images by their bytes and names the extension to store them under', async () => {
    expect(await checkImageUpload(PNG_1X1, ALL)).toMatchObject({
      ok: true,
      extension: 'png',
      contentType: 'image/png',
    });
    expect(await checkImageUpload(GIF_1X1, ALL)).toMatchObject({ ok: true, extension: 'gif' });
  });

  it('refuses what only claims to be an image', async () => {
    for (const bytes of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('GIF89a'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('<html>')]),
      Buffer.from('<html><svg xmlns="http://www.w3.org/2000/svg"></svg></html>'),
      Buffer.from('\0\0\0\0'),
    ]) {
      expect(await checkImageUpload(bytes, ALL), bytes.toString()).toMatchObject({
        ok: false,
        refusal: 'imageFormatRefused',
      });
    }
  });

  it('reads a header only from the bytes uploaded, never from memory after them', async () => {
    // The six bytes of a GIF signature, cut from a buffer whose next bytes would claim 1 × 1 px.
    const truncated = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0])]);
    expect(await checkImageUpload(truncated.subarray(0, 6), ALL)).toMatchObject({
      ok: false,
      refusal: 'imageFormatRefused',
    });
  });

  it('refuses a format the upload does not allow, empty files, oversized files and huge sides', async () => {
    expect(await checkImageUpload(GIF_1X1, { formats: ['png', 'svg'], maxBytes: 1e6 })).toEqual({
      ok: false,
      refusal: 'imageFormatRefused',
      params: { formats: 'png, svg' },
    });
    expect(await checkImageUpload(Buffer.alloc(0), ALL)).toMatchObject({ refusal: 'imageMissing' });
    expect(await checkImageUpload(PNG_1X1, { ...ALL, maxBytes: 50 })).toMatchObject({
      refusal: 'imageBytesTooMany',
      params: { size: '0 KB' },
    });
    expect(await checkImageUpload(PNG_1X1, { ...ALL, maxBytes: 100 * 1024 - 1 })).toMatchObject({
      ok: true,
    });
    expect(await checkImageUpload(PNG_HUGE, ALL)).toMatchObject({
      refusal: 'imageSideTooLong',
      params: { max: 8192 },
    });
  });

  it('keeps a harmless svg drawing as it is', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><g fill="red"><rect width="4" height="4" rx="1"/></g></svg>';
    const check = await checkImageUpload(Buffer.from(svg), ALL);
    expect(check).toMatchObject({ ok: true, extension: 'svg', contentType: 'image/svg+xml' });
    const kept = xml(check.ok ? check.data.toString() : '');
    expect(kept.querySelector('rect')?.getAttribute('rx')).toBe('1');
  });

  for (const [name, svg] of Object.entries(HOSTILE_SVGS)) {
    it(`makes an svg with a ${name} inert`, async () => {
      expect(activeSvgParts(xml(svg)), 'the payload is active before').not.toEqual([]);
      const check = await checkImageUpload(Buffer.from(svg), ALL);
      expect(check.ok).toBe(true);
      const served = check.ok ? check.data.toString() : '';
      expect(activeSvgParts(xml(served))).toEqual([]);
      expect(served).not.toMatch(/script|alert/i);
    });
  }

  it('refuses svg that is not well-formed, not in the svg namespace or expands entities', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
      '<svg width="1"></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;&c;</text></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg">\u0001</svg>',
    ]) {
      expect(await checkImageUpload(Buffer.from(svg), ALL), svg).toMatchObject({ ok: false });
    }
  });
});
