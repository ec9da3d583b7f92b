import { z } from 'zod';
import type { Bilingual } from '../i18n';

/**
 * A driver's connection parameters are one zod object per protocol; the admin screens list and
 * edit them from that schema alone (this file reads it), so adding a driver adds no screen code.
 * Each field carries its label with `.meta(label(…))`; a select's option labels likewise.
 */
export interface ParameterMeta {
  label: Bilingual;
  /** Labels of an enum's values, when the raw value does not speak for itself. */
  optionLabels?: Record<string, Bilingual>;
}

export const label = (zh: string, en: string, optionLabels?: ParameterMeta['optionLabels']) =>
  ({ label: { zh, en }, ...(optionLabels && { optionLabels }) }) satisfies ParameterMeta;

/** Parameters of one driver protocol, described so that a form can be built from them. */
export interface ProtocolParameter {
  key: string;
  label: Bilingual;
  type: 'text' | 'integer' | 'select';
  required: boolean;
  min?: number;
  max?: number;
  default?: string | number;
  /** For `select`: the allowed values (numbers for numeric choices such as baud rates). */
  options?: { value: string | number; label: Bilingual }[];
}

function metaOf(schema: z.ZodType): ParameterMeta {
  const meta = schema.meta() as Partial<ParameterMeta> | undefined;
  if (!meta?.label) throw new Error('a driver parameter needs .meta(label(zh, en))');
  return meta as ParameterMeta;
}

/** Default, optional and inner schema of a field. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean; fallback?: unknown } {
  if (schema instanceof z.ZodDefault) {
    return { ...unwrap(schema.unwrap() as z.ZodType), fallback: schema.def.defaultValue };
  }
  if (schema instanceof z.ZodOptional) {
    return { ...unwrap(schema.unwrap() as z.ZodType), required: false };
  }
  return { inner: schema, required: true };
}

function describe(key: string, field: z.ZodType): ProtocolParameter {
  const meta = metaOf(field);
  const { inner, required, fallback } = unwrap(field);
  const base = { key, label: meta.label, required };
  const withDefault = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? { default: value } : {};
  if (inner instanceof z.ZodNumber) {
    return {
      ...base,
      type: 'integer',
      ...(Number.isFinite(inner.minValue) && { min: inner.minValue as number }),
      ...(Number.isFinite(inner.maxValue) && { max: inner.maxValue as number }),
      ...withDefault(fallback),
    };
  }
  if (inner instanceof z.ZodString) return { ...base, type: 'text', ...withDefault(fallback) };
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodUnion) {
    const values =
      inner instanceof z.ZodEnum
        ? (inner.options as (string | number)[])
        : inner.options.map((option) => (option as z.ZodLiteral).value as string | number);
    return {
      ...base,
      type: 'select',
      options: values.map((value) => ({
        value,
        label: meta.optionLabels?.[String(value)] ?? { zh: String(value), en: String(value) },
      })),
      ...withDefault(fallback),
    };
  }
  throw new Error(`driver parameter ${key}: no form field for this schema`);
}

/** The form fields of a driver's settings schema, in the schema's order. */
export function parametersOf(settings: z.ZodObject): ProtocolParameter[] {
  return Object.entries(settings.shape).map(([key, field]) => describe(key, field as z.ZodType));
}
