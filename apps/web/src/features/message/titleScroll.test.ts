import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollTitleStep, TitleScroller } from './titleScroll';

describe('scrollTitleStep', () => {
  it('moves the first character to the end', () => {
    expect(scrollTitleStep('abc')).toBe('bca');
  });
  it('keeps Chinese characters whole', () => {
    expect(scrollTitleStep('消息中心')).toBe('息中心消');
  });
  it('leaves an empty title alone', () => {
    expect(scrollTitleStep('')).toBe('');
  });
});

describe('TitleScroller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps every 200 ms and restores the title after 10 s', () => {
    const doc = { title: 'abcd' };
    const scroller = new TitleScroller(doc, () => Date.now());
    scroller.start();
    vi.advanceTimersByTime(200);
    expect(doc.title).toBe('bcda');
    vi.advanceTimersByTime(200);
    expect(doc.title).toBe('cdab');
    vi.advanceTimersByTime(10_000);
    expect(doc.title).toBe('abcd');
  });

  it('a second push extends the scroll and still restores the first title', () => {
    const doc = { title: 'abcdefg' };
    const scroller = new TitleScroller(doc, () => Date.now());
    scroller.start();
    vi.advanceTimersByTime(8_000);
    scroller.start();
    vi.advanceTimersByTime(8_000);
    expect(doc.title).not.toBe('abcdefg');
    vi.advanceTimersByTime(2_200);
    expect(doc.title).toBe('abcdefg');
  });
});
