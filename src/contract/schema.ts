import Type, {
  type Static,
  type TArrayOptions,
  type TEnum,
  type TInteger,
  type TNumberOptions,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  type TStringOptions,
} from 'typebox';

/**
 * The contract's shapes are TypeBox schemas (docs/rules.md "API contract"): each is a JSON Schema object and carries
 * its TypeScript type (`Static<typeof schema>`), so a record or payload is declared once, here, and the console's
 * services, the backend's validation (mock/core/validate.ts) and the OpenAPI document all read that one declaration.
 * The builders below only put the description first (it is what a reader looks for); the rest is TypeBox's.
 */
export type { Static, TSchema };

/** Transitional: the type a schema describes (use `Static`). */
export type Infer<S extends TSchema> = Static<S>;
/** Transitional alias of TSchema. */
export type Schema = TSchema;

function described<O extends object>(description: string | undefined, options: O): O {
  return description === undefined ? options : { ...options, description };
}

/** Text. Transitional: `enum` (use `Type.Enum`). */
export function str<const E extends readonly string[]>(
  description: string | undefined,
  extra: TStringOptions & { enum: E },
): TEnum<[...E]>;
export function str(description?: string, extra?: TStringOptions): TString;
export function str(description?: string, extra: TStringOptions & { enum?: readonly string[] } = {}) {
  const { enum: values, ...options } = extra;
  if (values) return Type.Enum(values, described(description, options));
  return Type.String(described(description, options));
}

/** An integer. Transitional: `enum` (use `Type.Enum`). */
export function int<const E extends readonly number[]>(
  description: string | undefined,
  extra: TNumberOptions & { enum: E },
): TEnum<[...E]>;
export function int(description?: string, extra?: TNumberOptions): TInteger;
export function int(description?: string, extra: TNumberOptions & { enum?: readonly number[] } = {}) {
  const { enum: values, ...options } = extra;
  if (values) return Type.Enum(values, described(description, options));
  return Type.Integer(described(description, options));
}

export const num = (description?: string, options: TNumberOptions = {}) => Type.Number(described(description, options));
export const bool = (description?: string) => Type.Boolean(described(description, {}));

/** A file field of a signed form, or a downloaded file. */
export const file = (description: string) => Type.String({ description, format: 'binary' });

/** Transitional: any JSON value. */
export const json = (description?: string) => Type.Unknown(described(description, {}));

/** Transitional (use `Type.Array`). */
export const arr = <S extends TSchema>(items: S, description?: string, extra: TArrayOptions = {}) =>
  Type.Array(items, described(description, extra));

type Required<P extends TProperties, R extends string> = {
  [K in keyof P]: K extends R ? P[K] : TOptional<P[K]>;
};

function withRequired<P extends TProperties, R extends string>(properties: P, required: readonly R[]) {
  const out: TProperties = {};
  for (const key of Object.keys(properties)) {
    out[key] = required.includes(key as R) ? properties[key] : Type.Optional(properties[key]);
  }
  return out as Required<P, R>;
}

/** Transitional: an object with its required keys listed (use `Type.Object` and `Type.Optional`). */
export function obj<P extends TProperties, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required?: R,
  description?: string,
): TObject<Required<P, R[number]>> {
  return Type.Object(withRequired(properties, required ?? []), described(description, {}));
}

/** Transitional (use `Type.Record`). */
export const record = <S extends TSchema>(values: S, description?: string) =>
  Type.Record(Type.String(), values, described(description, {}));

/** The value or null. */
export const nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

/** Transitional: the same object with more properties (use `Type.Object({ ...base.properties, … })`). */
export function extend<
  B extends TProperties,
  P extends TProperties,
  const R extends readonly (keyof P & string)[] = [],
>(base: TObject<B>, properties: P, required?: R) {
  return Type.Object({ ...base.properties, ...withRequired(properties, required ?? []) });
}

/** Record id: positive integer. */
export const id = (description = 'id') => Type.Integer({ description, minimum: 1 });
/**
 * 1 enabled, 0 disabled. A form's switch sends '1'/'0' (docs/rules.md "Switch values"), which the backend accepts
 * and stores as the number; answers carry the number.
 */
export const switchValue = (description: string) => Type.Unsafe<0 | 1 | '0' | '1'>(Type.Enum([0, 1], { description }));
export const status = (description = '状态：1 启用，0 停用') => switchValue(description);
/** Epoch milliseconds. */
export const time = (description: string) => Type.Integer({ description, format: 'epoch-ms' });
export const name = (description: string, max = 32) => Type.String({ description, minLength: 1, maxLength: max });

const PAGE = {
  pageNum: Type.Integer({ description: '页码，从 1 开始', minimum: 1, examples: [1] }),
  pageSize: Type.Integer({ description: '每页条数', minimum: 1, maximum: 500, examples: [10] }),
};

/** pageNum / pageSize (first page 1, size 10: docs/rules.md "Pagination") plus filters. */
export function pageQuery<
  P extends TProperties = Record<never, never>,
  const R extends readonly (keyof P & string)[] = [],
>(filters: P = {} as P, required?: R): TObject<typeof PAGE & Required<P, R[number]>> {
  return Type.Object({ ...PAGE, ...withRequired(filters, required ?? []) });
}

/** One page of `item`s: the rows, the number of rows matching, and the page asked for. */
export function pageOf<S extends TSchema>(item: S) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ description: '符合条件的总条数' }),
    pageNum: Type.Integer({ description: '页码' }),
    pageSize: Type.Integer({ description: '每页条数' }),
  });
}

export const idBody = (description = 'id') => Type.Object({ id: id(description) });
