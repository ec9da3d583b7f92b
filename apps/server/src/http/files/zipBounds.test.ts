import { describe, expect, it } from 'vitest';
import { countSheetRows, inflateZipWithinBounds, ZipRefused } from './zipBounds';
import { zipOf } from './zipFixture';

const limits = { maxEntries: 10, maxTotalBytes: 1024 * 1024 };

describe('zip bounds', () => {
  it('inflates a small zip entry by entry', () => {
    const entries = inflateZipWithinBounds(
      zipOf({ 'a.xml': Buffer.from('<a/>'), 'b/c.xml': Buffer.from('液位') }),
      limits,
    );
    expect(entries.get('a.xml')?.toString()).toBe('<a/>');
    expect(entries.get('b/c.xml')?.toString()).toBe('液位');
  });

  it('stops a zip bomb that declares a small size at the bound, not at its real size', () => {
    // 64 MB of zeros deflate to about 64 KB; the headers claim 100 bytes.
    const bomb = zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(64 * 1024 * 1024) }, 100);
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => inflateZipWithinBounds(bomb, limits)).toThrow(
      new ZipRefused('tooLarge', `inflates past ${limits.maxTotalBytes} bytes`),
    );
  });

  it('bounds all entries together, not each alone', () => {
    const half = Buffer.alloc(600 * 1024);
    expect(() => inflateZipWithinBounds(zipOf({ a: half, b: half }), limits)).toThrow(
      /inflates past/,
    );
  });

  it('refuses too many entries before inflating any', () => {
    const many = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`e${i}`, Buffer.from('x')]),
    );
    expect(() => inflateZipWithinBounds(zipOf(many), limits)).toThrow(/11 entries, at most 10/);
  });

  it('refuses what is not a zip, and a truncated one', () => {
    expect(() =>
      inflateZipWithinBounds(Buffer.from('not a zip at all, not at all'), limits),
    ).toThrow(new ZipRefused('notZip', 'no zip directory'));
    const zip = zipOf({ a: Buffer.from('hello hello hello') });
    const cut = Buffer.concat([zip.subarray(0, 20), zip.subarray(zip.length - 60)]);
    expect(() => inflateZipWithinBounds(cut, limits)).toThrow(ZipRefused);
  });

  it('counts the rows of the worksheets only, not rowBreaks', () => {
    const sheet = Buffer.from(
      '<sheetData><row r="1"><c/></row><row r="2"/></sheetData><rowBreaks/>',
    );
    const entries = inflateZipWithinBounds(
      zipOf({ 'xl/worksheets/sheet1.xml': sheet, 'xl/sharedStrings.xml': Buffer.from('<row>') }),
      limits,
    );
    expect(countSheetRows(entries)).toBe(2);
  });
});
