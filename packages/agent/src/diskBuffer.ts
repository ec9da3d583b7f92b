import fs from 'node:fs';
import path from 'node:path';
import type { BufferConfig } from '@lf/protocol';
import { lockBufferDir } from './bufferLock';
import type { Logger } from './logger';

/**
 * Store-and-forward buffer: every value batch is appended here before it is published, and
 * leaves only when the broker acknowledged it. Layout of `dir`:
 *   000000000001.seg, 000000000002.seg, …  append-only segments, one JSON payload per line
 *   offset.json                            {"segment": n, "offset": bytes} acknowledged so far
 * Lines make torn tails after a crash easy to spot (no final newline) and files easy to inspect.
 * No fsync per record ("fsync-light"): a segment is synced when it is closed, the offset file is
 * replaced atomically (write + rename) at most every `commitEveryMs`. After a crash at most that
 * window is sent twice, which the server absorbs (idempotent on signalId + ts).
 */

export interface BufferPosition {
  segment: number;
  offset: number;
}

export interface BufferRecord {
  payload: string;
  /** Position just after this record; acknowledging it commits everything before. */
  end: BufferPosition;
}

interface Segment {
  seq: number;
  size: number;
}

const SEGMENT_SUFFIX = '.seg';
const OFFSET_FILE = 'offset.json';
const READ_CHUNK_BYTES = 256 * 1024;

export function segmentFileName(seq: number): string {
  return `${String(seq).padStart(12, '0')}${SEGMENT_SUFFIX}`;
}

export function parseSegmentFileName(name: string): number | null {
  const match = /^(\d{12})\.seg$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Complete lines of `chunk` (each with its byte length incl. newline) and the bytes left over. */
export function splitLines(chunk: Buffer): {
  lines: { text: string; bytes: number }[];
  rest: number;
} {
  const lines: { text: string; bytes: number }[] = [];
  let start = 0;
  for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
    lines.push({ text: chunk.toString('utf8', start, nl), bytes: nl + 1 - start });
    start = nl + 1;
  }
  return { lines, rest: chunk.length - start };
}

export interface DiskBufferOptions {
  commitEveryMs?: number;
}

export class DiskBuffer {
  private readonly segments: Segment[] = [];
  private committed: BufferPosition;
  private cursor: BufferPosition;
  private readAhead: BufferRecord[] = [];
  private appendFd: number | null = null;
  private commitTimer: NodeJS.Timeout | null = null;
  private readonly segmentBytes: number;
  private readonly commitEveryMs: number;
  private readonly unlock: () => void;
  droppedBatches = 0;

  private constructor(
    private readonly config: BufferConfig,
    private readonly logger: Logger,
    options: DiskBufferOptions,
  ) {
    // Keep several segments within the budget so dropping the oldest frees a bounded share.
    this.segmentBytes = Math.max(
      1024,
      Math.min(config.segmentBytes, Math.floor(config.maxBytes / 4)),
    );
    this.commitEveryMs = options.commitEveryMs ?? 250;
    fs.mkdirSync(config.dir, { recursive: true });
    this.unlock = lockBufferDir(config.dir);
    for (const name of fs.readdirSync(config.dir)) {
      const seq = parseSegmentFileName(name);
      if (seq !== null) this.segments.push({ seq, size: fs.statSync(this.file(seq)).size });
    }
    this.segments.sort((a, b) => a.seq - b.seq);
    this.repairTornTail();
    this.committed = this.readCommitted();
    this.cursor = { ...this.committed };
  }

  static open(config: BufferConfig, logger: Logger, options: DiskBufferOptions = {}): DiskBuffer {
    return new DiskBuffer(config, logger, options);
  }

  private file(seq: number): string {
    return path.join(this.config.dir, segmentFileName(seq));
  }

  /** A crash in the middle of an append leaves a last line without newline: cut it off. */
  private repairTornTail(): void {
    const last = this.segments.at(-1);
    if (!last || last.size === 0) return;
    const content = fs.readFileSync(this.file(last.seq));
    const keep = content.lastIndexOf(10) + 1;
    if (keep < content.length) {
      fs.truncateSync(this.file(last.seq), keep);
      this.logger.warn('buffer: cut a torn record after a crash', {
        segment: last.seq,
        bytes: content.length - keep,
      });
      last.size = keep;
    }
  }

  private readCommitted(): BufferPosition {
    const first = this.segments[0];
    const start = { segment: first?.seq ?? 1, offset: 0 };
    try {
      const saved = JSON.parse(
        fs.readFileSync(path.join(this.config.dir, OFFSET_FILE), 'utf8'),
      ) as unknown;
      const segment = (saved as BufferPosition | null)?.segment;
      const offset = (saved as BufferPosition | null)?.offset;
      if (typeof segment !== 'number' || typeof offset !== 'number') return start;
      const held = this.segments.find((s) => s.seq === segment);
      if (held) return { segment, offset: Math.min(offset, held.size) };
      // The committed segment was deleted: everything before the first held one is sent.
      return first && first.seq > segment ? start : { segment, offset: 0 };
    } catch {
      return start;
    }
  }

  /** Bytes on disk not yet acknowledged. */
  get pendingBytes(): number {
    let total = 0;
    for (const s of this.segments) {
      if (s.seq > this.committed.segment) total += s.size;
      else if (s.seq === this.committed.segment) total += s.size - this.committed.offset;
    }
    return total;
  }

  private get totalBytes(): number {
    return this.segments.reduce((sum, s) => sum + s.size, 0);
  }

  /** Appends one payload (a JSON document without newlines). */
  append(payload: string): void {
    const line = Buffer.from(`${payload}\n`, 'utf8');
    this.makeRoom(line.length);
    let active = this.segments.at(-1);
    if (!active || (active.size > 0 && active.size + line.length > this.segmentBytes)) {
      active = this.startSegment((active?.seq ?? this.committed.segment - 1) + 1);
    }
    if (this.appendFd === null) this.appendFd = fs.openSync(this.file(active.seq), 'a');
    fs.writeSync(this.appendFd, line);
    active.size += line.length;
  }

  private startSegment(seq: number): Segment {
    this.closeAppendFd(true);
    const segment = { seq, size: 0 };
    fs.writeFileSync(this.file(seq), '');
    this.segments.push(segment);
    return segment;
  }

  private closeAppendFd(sync: boolean): void {
    if (this.appendFd === null) return;
    if (sync) fs.fsyncSync(this.appendFd);
    fs.closeSync(this.appendFd);
    this.appendFd = null;
  }

  /** Drops the oldest segments, sent or not, until `incoming` more bytes fit in maxBytes. */
  private makeRoom(incoming: number): void {
    while (this.segments.length > 1 && this.totalBytes + incoming > this.config.maxBytes) {
      const oldest = this.segments.shift() as Segment;
      const unsent = this.countUnsentRecords(oldest);
      fs.rmSync(this.file(oldest.seq), { force: true });
      const next = (this.segments[0] as Segment).seq;
      if (this.committed.segment <= oldest.seq) this.committed = { segment: next, offset: 0 };
      if (this.cursor.segment <= oldest.seq) {
        this.cursor = { segment: next, offset: 0 };
        this.readAhead = [];
      } else {
        this.readAhead = this.readAhead.filter((r) => r.end.segment > oldest.seq);
      }
      if (unsent > 0) {
        this.droppedBatches += unsent;
        this.logger.warn('buffer full: dropped the oldest unsent batches', {
          dropped: unsent,
          droppedTotal: this.droppedBatches,
          maxBytes: this.config.maxBytes,
        });
      }
      this.persistCommitted();
    }
  }

  private countUnsentRecords(segment: Segment): number {
    if (segment.seq < this.committed.segment) return 0;
    const from = segment.seq === this.committed.segment ? this.committed.offset : 0;
    const content = fs.readFileSync(this.file(segment.seq)).subarray(from);
    return splitLines(content).lines.length;
  }

  /** The next record after those already handed out, or null when all are out. */
  next(): BufferRecord | null {
    if (this.readAhead.length === 0) this.fillReadAhead();
    return this.readAhead.shift() ?? null;
  }

  private fillReadAhead(): void {
    for (;;) {
      const index = this.segments.findIndex((s) => s.seq >= this.cursor.segment);
      const segment = this.segments[index];
      if (!segment) return;
      if (segment.seq > this.cursor.segment) this.cursor = { segment: segment.seq, offset: 0 };
      if (this.cursor.offset < segment.size) {
        this.readChunk(segment);
        if (this.readAhead.length > 0) return;
      }
      const later = this.segments[index + 1];
      if (!later) return;
      this.cursor = { segment: later.seq, offset: 0 };
    }
  }

  private readChunk(segment: Segment): void {
    const length = Math.min(READ_CHUNK_BYTES, segment.size - this.cursor.offset);
    const chunk = Buffer.alloc(length);
    const fd = fs.openSync(this.file(segment.seq), 'r');
    try {
      fs.readSync(fd, chunk, 0, length, this.cursor.offset);
    } finally {
      fs.closeSync(fd);
    }
    const { lines } = splitLines(chunk);
    if (lines.length === 0) {
      // One record larger than a chunk: read exactly up to its newline.
      const whole = fs
        .readFileSync(this.file(segment.seq))
        .subarray(this.cursor.offset, segment.size);
      const nl = whole.indexOf(10);
      lines.push({ text: whole.toString('utf8', 0, nl), bytes: nl + 1 });
    }
    for (const line of lines) {
      this.cursor = { segment: segment.seq, offset: this.cursor.offset + line.bytes };
      this.readAhead.push({ payload: line.text, end: { ...this.cursor } });
    }
  }

  /** Everything up to `end` reached the broker; segments wholly before it are deleted. */
  commit(end: BufferPosition): void {
    if (comparePositions(end, this.committed) <= 0) return;
    this.committed = { ...end };
    while (this.segments.length > 1 && (this.segments[0] as Segment).seq < end.segment) {
      const done = this.segments.shift() as Segment;
      fs.rmSync(this.file(done.seq), { force: true });
    }
    if (this.commitTimer) return;
    this.commitTimer = setTimeout(() => {
      this.commitTimer = null;
      this.persistCommitted();
    }, this.commitEveryMs);
    this.commitTimer.unref();
  }

  /** Hands out records again from the last commit (after a publish failed for good). */
  rewind(): void {
    this.cursor = { ...this.committed };
    this.readAhead = [];
  }

  private persistCommitted(): void {
    const target = path.join(this.config.dir, OFFSET_FILE);
    const temporary = `${target}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.committed));
    fs.renameSync(temporary, target);
  }

  close(): void {
    if (this.commitTimer) clearTimeout(this.commitTimer);
    this.commitTimer = null;
    this.persistCommitted();
    this.closeAppendFd(true);
    this.unlock();
  }
}

export function comparePositions(a: BufferPosition, b: BufferPosition): number {
  return a.segment - b.segment || a.offset - b.offset;
}
