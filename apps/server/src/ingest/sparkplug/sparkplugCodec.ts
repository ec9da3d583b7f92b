import sparkplugPayload from 'sparkplug-payload';
import type { UMetric, UPayload } from 'sparkplug-payload/lib/sparkplugbpayload';
import {
  isSparkplugNumericType,
  SPARKPLUG_NAMESPACE,
  SPARKPLUG_REBIRTH_METRIC,
  type SparkplugNumericType,
} from '@lf/protocol';

function namespaceCodec() {
  const found = sparkplugPayload.get(SPARKPLUG_NAMESPACE);
  if (!found) throw new Error(`sparkplug-payload does not know ${SPARKPLUG_NAMESPACE}`);
  return found;
}
const codec = namespaceCodec();

/** One metric of a payload as the server uses it: numbers and switches only. */
export interface DecodedMetric {
  name: string | undefined;
  alias: number | undefined;
  type: SparkplugNumericType;
  /** null: the metric says it has no value (is_null), read as a bad sample. */
  value: number | boolean | null;
  ts: number | undefined;
  /** The engineering unit of a birth's metric (the `engUnit` property Ignition and Tahu use). */
  unit: string | undefined;
  /** The `readOnly` property of a birth's metric: the signal is then not writable. */
  readOnly: boolean;
}

export interface DecodedPayload {
  seq: number | undefined;
  ts: number | undefined;
  /** bdSeq of an NBIRTH or NDEATH: pairs a death with the birth of the same session. */
  bdSeq: number | undefined;
  metrics: DecodedMetric[];
  /** Metrics of types the product does not store (strings, data sets, templates, bytes). */
  skipped: number;
}

/** protobufjs gives 64-bit fields as Long objects; every one the server reads fits a double. */
function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && 'toNumber' in value && typeof value.toNumber === 'function') {
    return (value as { toNumber(): number }).toNumber();
  }
  return undefined;
}

function propertyValue(metric: UMetric, wanted: string): unknown {
  for (const [key, property] of Object.entries(metric.properties ?? {})) {
    if (key.toLowerCase() === wanted.toLowerCase()) return property.value;
  }
  return undefined;
}

function metricValue(metric: UMetric): number | boolean | null {
  if (metric.isNull || metric.value === null || metric.value === undefined) return null;
  if (typeof metric.value === 'boolean') return metric.value;
  const number = toNumber(metric.value);
  return number === undefined || !Number.isFinite(number) ? null : number;
}

/** Decodes a Sparkplug B payload; throws on bytes that are not one. */
export function decodeSparkplug(payload: Buffer): DecodedPayload {
  const decoded = codec.decodePayload(new Uint8Array(payload));
  const metrics: DecodedMetric[] = [];
  let skipped = 0;
  let bdSeq: number | undefined;
  for (const metric of decoded.metrics ?? []) {
    if (metric.name === 'bdSeq') bdSeq = toNumber(metric.value);
    if (!isSparkplugNumericType(metric.type)) {
      skipped += 1;
      continue;
    }
    const unit = propertyValue(metric, 'engUnit');
    metrics.push({
      name: metric.name ?? undefined,
      alias: toNumber(metric.alias),
      type: metric.type,
      value: metricValue(metric),
      ts: toNumber(metric.timestamp),
      unit: typeof unit === 'string' ? unit : undefined,
      readOnly: propertyValue(metric, 'readOnly') === true,
    });
  }
  return {
    seq: toNumber(decoded.seq),
    ts: toNumber(decoded.timestamp),
    bdSeq,
    metrics,
    skipped,
  };
}

/** The value a metric of `type` is written with: a switch as a boolean, integers rounded. */
export function writtenValue(
  type: SparkplugNumericType,
  value: number | boolean,
): number | boolean {
  if (type === 'Boolean') return value === true || value === 1;
  const number = Number(value);
  return type === 'Float' || type === 'Double' ? number : Math.round(number);
}

/** An NCMD/DCMD payload that sets one metric, named and typed as its birth declared it. */
export function encodeWrite(
  metric: string,
  type: SparkplugNumericType,
  value: number | boolean,
  now: number,
): Buffer {
  const command: UPayload = {
    timestamp: now,
    metrics: [{ name: metric, type, value: writtenValue(type, value), timestamp: now }],
  };
  return Buffer.from(codec.encodePayload(command));
}

/** The NCMD that asks an edge node for a new NBIRTH and all its DBIRTHs. */
export function encodeRebirth(now: number): Buffer {
  return Buffer.from(
    codec.encodePayload({
      timestamp: now,
      metrics: [{ name: SPARKPLUG_REBIRTH_METRIC, type: 'Boolean', value: true }],
    }),
  );
}
