import type { z } from 'zod';

/** How the generic add-on form edits one field, read from the field's zod schema. */
export type AddonField =
  | { key: string; kind: 'enum'; options: string[] }
  | { key: string; kind: 'boolean' }
  | { key: string; kind: 'number'; nullable: boolean }
  | { key: string; kind: 'colour' }
  | { key: string; kind: 'text' }
  | { key: string; kind: 'list' };

type FieldKind = AddonField extends infer F
  ? F extends AddonField
    ? Omit<F, 'key'>
    : never
  : never;

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function kindOf(schema: z.ZodType, nullable = false): FieldKind | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'optional':
    case 'prefault':
    case 'catch':
      return def.innerType ? kindOf(def.innerType, nullable) : null;
    case 'nullable':
      return def.innerType ? kindOf(def.innerType, true) : null;
    case 'pipe':
      // preprocess(…) and numeric text: what counts is the output
      return def.out && defOf(def.out).type !== 'transform'
        ? kindOf(def.out, nullable)
        : def.in
          ? kindOf(def.in, nullable)
          : null;
    case 'union':
      return def.options?.some((option) => defOf(option).type === 'number')
        ? { kind: 'number', nullable }
        : { kind: 'text' };
    case 'enum':
      return { kind: 'enum', options: Object.values(def.entries ?? {}) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'number':
      return { kind: 'number', nullable };
    case 'string':
      return { kind: 'text' };
    case 'array':
      return { kind: 'list' };
    default:
      return null;
  }
}

/** The fields of an add-on schema (a zod object), in declaration order. */
export function addonFields(schema: z.ZodType): AddonField[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const fields: AddonField[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const kind = kindOf(field);
    if (!kind) continue;
    const colour = kind.kind === 'text' && key.toLowerCase().endsWith('color');
    fields.push({ key, ...(colour ? { kind: 'colour' } : kind) } as AddonField);
  }
  return fields;
}
