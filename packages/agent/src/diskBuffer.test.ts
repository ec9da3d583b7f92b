import { must } from '../test/must';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferConfig } from '@lf/protocol';
import type { BufferRecord } from './diskBuffer';
import { DiskBuffer, parseSegmentFileName, segmentFileName, splitLines } from './diskBuffer';
import { memoryLogger } from './logger';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-buffer-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const config = (dir: string, maxBytes = 64 * 1024, segmentBytes = 4096) =>
  bufferConfig.parse({ dir, maxBytes, segmentBytes });

function drain(buffer: DiskBuffer): BufferRecord[] {
  const out: BufferRecord[] = [];
  for (let r = buffer.next(); r; r = buffer.next()) out.push(r);
  return out;
}

const payload = (i: number) => JSON.stringify({ values: [{ signalId: 's', value: i, ts: i }] });

describe('segment names and lines', () => {
  it('names segments so that they sort by number', () => {
    expect(segmentFileName(7)).toBe('000000000007.seg');
    expect(parseSegmentFileName('000000000007.seg')).toBe(7);
    expect(parseSegmentFileName('offset.json')).toBeNull();
  });

  it('splits complete lines and reports the torn rest', () => {
    const { lines, rest } = splitLines(Buffer.from('a\nbc\nd'));
    expect(lines).toEqual([
      { text: 'a', bytes: 2 },
      { text: 'bc', bytes: 3 },
    ]);
    expect(rest).toBe(1);
  });
});

describe('DiskBuffer', () => {
  it('hands records out in order across segments', () => {
    const buffer = DiskBuffer.open(config(tempDir()), memoryLogger());
    for (let i = 0; i < 200; i++) buffer.append(payload(i));
    const records = drain(buffer);
    expect(records.map((r) => JSON.parse(r.payload).values[0].value)).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
    expect(new Set(records.map((r) => r.end.segment)).size).toBeGreaterThan(1);
    buffer.close();
  });

  it('survives a restart: only unacknowledged records come back', () => {
    const dir = tempDir();
    const first = DiskBuffer.open(config(dir), memoryLogger());
    for (let i = 0; i < 100; i++) first.append(payload(i));
    const records = drain(first);
    first.commit(must(records[59]).end);
    first.close();

    const second = DiskBuffer.open(config(dir), memoryLogger());
    const again = drain(second).map((r) => JSON.parse(r.payload).values[0].value);
    expect(again).toEqual(Array.from({ length: 40 }, (_, i) => 60 + i));
    second.close();
  });

  it('deletes segments once everything in them is acknowledged', () => {
    const dir = tempDir();
    const buffer = DiskBuffer.open(config(dir), memoryLogger());
    for (let i = 0; i < 200; i++) buffer.append(payload(i));
    const records = drain(buffer);
    buffer.commit(must(records.at(-1)).end);
    expect(buffer.pendingBytes).toBe(0);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.seg'))).toHaveLength(1);
    buffer.close();
  });

  it('drops the oldest unsent batches beyond maxBytes and counts them', () => {
    const logger = memoryLogger();
    const buffer = DiskBuffer.open(config(tempDir(), 64 * 1024, 4096), logger);
    for (let i = 0; i < 2000; i++) buffer.append(payload(i));
    const values = drain(buffer).map((r) => JSON.parse(r.payload).values[0].value as number);
    expect(values.at(-1)).toBe(1999);
    expect(values.length + buffer.droppedBatches).toBe(2000);
    expect(values[0]).toBe(buffer.droppedBatches);
    expect(buffer.pendingBytes).toBeLessThanOrEqual(64 * 1024);
    expect(
      logger.lines.some((l) => l.level === 'warn' && l.message.startsWith('buffer full')),
    ).toBe(true);
    buffer.close();
  });

  it('replays from the last commit after a rewind', () => {
    const buffer = DiskBuffer.open(config(tempDir()), memoryLogger());
    for (let i = 0; i < 5; i++) buffer.append(payload(i));
    const records = drain(buffer);
    buffer.commit(must(records[1]).end);
    buffer.rewind();
    expect(drain(buffer).map((r) => JSON.parse(r.payload).values[0].value)).toEqual([2, 3, 4]);
    buffer.close();
  });

  it('cuts a torn last record left by a crash', () => {
    const dir = tempDir();
    const buffer = DiskBuffer.open(config(dir), memoryLogger());
    buffer.append(payload(1));
    buffer.close();
    fs.appendFileSync(path.join(dir, segmentFileName(1)), '{"values":[{"sig');
    const logger = memoryLogger();
    const reopened = DiskBuffer.open(config(dir), logger);
    reopened.append(payload(2));
    expect(drain(reopened).map((r) => JSON.parse(r.payload).values[0].value)).toEqual([1, 2]);
    expect(logger.lines[0]?.message).toContain('torn');
    reopened.close();
  });

  it('keeps appending after everything was sent and acknowledged', () => {
    const buffer = DiskBuffer.open(config(tempDir()), memoryLogger());
    buffer.append(payload(1));
    buffer.commit(must(drain(buffer)[0]).end);
    expect(buffer.next()).toBeNull();
    buffer.append(payload(2));
    expect(drain(buffer).map((r) => JSON.parse(r.payload).values[0].value)).toEqual([2]);
    buffer.close();
  });
});

describe('buffer lock', () => {
  it('refuses a second buffer on the same directory until the first is closed', () => {
    const dir = tempDir();
    const first = DiskBuffer.open(config(dir), memoryLogger());
    expect(() => DiskBuffer.open(config(dir), memoryLogger())).toThrow(/already used/);
    first.close();
    DiskBuffer.open(config(dir), memoryLogger()).close();
  });

  it('takes over the lock of a process that no longer runs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'lock'), '999999999');
    const buffer = DiskBuffer.open(config(dir), memoryLogger());
    expect(fs.readFileSync(path.join(dir, 'lock'), 'utf8')).toBe(String(process.pid));
    buffer.close();
    expect(fs.existsSync(path.join(dir, 'lock'))).toBe(false);
  });

  it('refuses a directory locked by a running process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'lock'), String(process.ppid));
    expect(() => DiskBuffer.open(config(dir), memoryLogger())).toThrow(/locked by process/);
  });
});
