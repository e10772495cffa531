/**
 * What a schema allows at a place in a value (`hero.actions.0`): the fields an unknown field may
 * be a misspelling of. Unions are followed the way the value goes: by the discriminator (a page's
 * `type`), else by the form that shares most fields with what was written.
 */
import { z } from 'zod';

/** The names of the fields the schema allows at `path`, when the schema is known. */
export function fieldsAt(schema: z.core.$ZodType | undefined, path: readonly PropertyKey[], value: unknown): string[] | undefined {
  const here = unwrap(schemaAt(schema, path, value));
  const object = pickOption(here, valueAt(value, path));
  return object instanceof z.core.$ZodObject ? Object.keys(object._zod.def.shape) : undefined;
}

/** The part of `schema` that checks the value at `path`, following objects, lists, records and unions. */
export function schemaAt(schema: z.core.$ZodType | undefined, path: readonly PropertyKey[], value: unknown): z.core.$ZodType | undefined {
  let here = schema;
  let at = value;
  for (const key of path) {
    here = pickOption(unwrap(here), at);
    if (here instanceof z.core.$ZodObject && typeof key === 'string') here = here._zod.def.shape[key];
    else if (here instanceof z.core.$ZodArray) here = here._zod.def.element;
    else if (here instanceof z.core.$ZodTuple && typeof key === 'number') here = here._zod.def.items[key] ?? here._zod.def.rest ?? undefined;
    else if (here instanceof z.core.$ZodRecord) here = here._zod.def.valueType;
    else return undefined;
    at = valueAt(at, [key]);
  }
  return here;
}

/** Past optional, default and pipe wrappers to the schema that does the checking. */
export function unwrap(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  let here = schema;
  for (;;) {
    if (here instanceof z.core.$ZodOptional || here instanceof z.core.$ZodDefault || here instanceof z.core.$ZodNullable
      || here instanceof z.core.$ZodPrefault || here instanceof z.core.$ZodNonOptional || here instanceof z.core.$ZodReadonly
      || here instanceof z.core.$ZodCatch) here = here._zod.def.innerType;
    else if (here instanceof z.core.$ZodPipe) here = here._zod.def.in;
    else return here;
  }
}

/** A union's option for this value: by the discriminator, else the object form sharing most keys with it. */
function pickOption(schema: z.core.$ZodType | undefined, value: unknown): z.core.$ZodType | undefined {
  if (!(schema instanceof z.core.$ZodUnion)) return schema;
  const options = schema._zod.def.options.map(unwrap);
  if (schema instanceof z.core.$ZodDiscriminatedUnion) {
    const discriminator = schema._zod.def.discriminator;
    const written = field(value, discriminator);
    const chosen = options.find((option) => {
      const kind = option instanceof z.core.$ZodObject ? option._zod.def.shape[discriminator] : undefined;
      return kind !== undefined && z.safeParse(kind, written).success;
    });
    return pickOption(chosen, value);
  }
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  let best: z.core.$ZodType | undefined;
  let shared = -1;
  for (const option of options) {
    const inner = pickOption(option, value);
    if (!(inner instanceof z.core.$ZodObject)) continue;
    const count = keys.filter((key) => key in inner._zod.def.shape).length;
    if (count > shared) [best, shared] = [inner, count];
  }
  return best ?? options[0];
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((here, key) => field(here, key), value);
}

function field(value: unknown, key: PropertyKey): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}
