/**
 * The JSON-schema subset the contract uses (validated by mock/core/validate.ts): type, required, properties, enum,
 * minLength, maxLength, pattern, minimum, maximum, items, nullable. description/format/example are documentation only.
 *
 * Every builder also carries the TypeScript type of the values it describes (`Infer<typeof schema>`), so a record or
 * payload is declared once, here, and the console's services, the backend's validation and the OpenAPI document all
 * read that one declaration.
 */
export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';

export interface Schema<T = unknown> {
  type?: SchemaType;
  required?: readonly string[];
  properties?: Record<string, Schema>;
  enum?: ReadonlyArray<string | number | boolean | null>;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  nullable?: boolean;
  description?: string;
  format?: string;
  example?: unknown;
  additionalProperties?: boolean | Schema;
  /** documentation only (response schemas): one of these */
  oneOf?: Schema[];
  /** never present at run time: the TypeScript type the schema describes */
  readonly '~type'?: T;
}

/** The TypeScript type a schema describes. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** An object's type: required keys as given, the others optional. */
export type ObjectOf<P extends Record<string, Schema>, R extends string> = Simplify<
  { [K in keyof P & R]: Infer<P[K]> } & { [K in Exclude<keyof P, R>]?: Infer<P[K]> }
>;

type Extra = Omit<Schema, 'type' | 'enum' | '~type'>;

/** A string; with `enum` its type is the union of the listed values. */
export function str<const E extends readonly string[] = readonly string[]>(
  description?: string,
  extra: Extra & { enum?: E } = {},
): Schema<string extends E[number] ? string : E[number]> {
  return { type: 'string', description, ...extra };
}

/** An integer; with `enum` its type is the union of the listed values. */
export function int<const E extends readonly number[] = readonly number[]>(
  description?: string,
  extra: Extra & { enum?: E } = {},
): Schema<number extends E[number] ? number : E[number]> {
  return { type: 'integer', description, ...extra };
}

export const num = (description?: string, extra: Extra = {}): Schema<number> => ({
  type: 'number',
  description,
  ...extra,
});
export const bool = (description?: string): Schema<boolean> => ({ type: 'boolean', description });

/** A file field of a signed form, or a downloaded file (documented, not validated). */
export const file = (d: string) => str(d, { format: 'binary' });

/** Any JSON value (documented, not validated). */
export const json = (description?: string, extra: Extra = {}): Schema<unknown> => ({ description, ...extra });

export const arr = <S extends Schema>(items: S, description?: string, extra: Extra = {}): Schema<Array<Infer<S>>> => ({
  type: 'array',
  items,
  description,
  ...extra,
});

export function obj<P extends Record<string, Schema>, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required?: R,
  description?: string,
): Schema<ObjectOf<P, R[number]>> {
  return { type: 'object', properties, required: required ?? [], description };
}

/** An object whose keys are not fixed (a map). */
export const record = <S extends Schema>(values: S, description?: string): Schema<Record<string, Infer<S>>> => ({
  type: 'object',
  additionalProperties: values,
  description,
});

export const nullable = <S extends Schema>(s: S) => ({ ...s, nullable: true }) as Schema<Infer<S> | null>;

/** The same object with more properties (a list row that adds computed fields to a record, say). */
export function extend<T, P extends Record<string, Schema>, const R extends readonly (keyof P & string)[] = []>(
  base: Schema<T>,
  properties: P,
  required?: R,
): Schema<Simplify<T & ObjectOf<P, R[number]>>> {
  const merged: Schema = {
    ...base,
    properties: { ...base.properties, ...properties },
    required: [...(base.required ?? []), ...(required ?? [])],
  };
  return merged as Schema<Simplify<T & ObjectOf<P, R[number]>>>;
}

/** Record id: positive integer. */
export const id = (description = 'id') => int(description, { minimum: 1 });
/**
 * 1 enabled, 0 disabled. A form's switch sends '1'/'0' (docs/rules.md "Switch values"), which the backend accepts
 * and stores as the number; answers carry the number.
 */
export const switchValue = (description: string) => int(description, { enum: [0, 1] }) as Schema<0 | 1 | '0' | '1'>;
export const status = (description = '状态：1 启用，0 停用') => switchValue(description);
/** Epoch milliseconds. */
export const time = (description: string) => int(description, { format: 'epoch-ms' });
export const name = (description: string, max = 32) => str(description, { minLength: 1, maxLength: max });

/** pageNum / pageSize (first page 1, size 10: docs/rules.md "Pagination") plus filters. */
export function pageQuery<
  P extends Record<string, Schema> = Record<never, never>,
  const R extends readonly (keyof P & string)[] = [],
>(filters: P = {} as P, required?: R) {
  return obj(
    {
      pageNum: int('页码，从 1 开始', { minimum: 1, example: 1 }),
      pageSize: int('每页条数', { minimum: 1, maximum: 500, example: 10 }),
      ...filters,
    },
    ['pageNum', 'pageSize', ...(required ?? [])] as unknown as readonly ['pageNum', 'pageSize', ...R],
  );
}

export function pageOf<S extends Schema>(item: S) {
  return obj(
    {
      list: arr(item),
      total: int('符合条件的总条数'),
      pageNum: int('页码'),
      pageSize: int('每页条数'),
    },
    ['list', 'total', 'pageNum', 'pageSize'],
  );
}

export const idBody = (description = 'id') => obj({ id: id(description) }, ['id']);
