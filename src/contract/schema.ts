import Type, {
  type Static,
  type TNumberOptions,
  type TObject,
  type TProperties,
  type TSchema,
  type TStringOptions,
} from 'typebox';
import { NAME } from './field';

/**
 * The contract's shapes are TypeBox schemas (docs/rules.md "API contract"): each is a JSON Schema object and carries
 * its TypeScript type (`Static<typeof schema>`), so a record or payload is declared once, here, and the console's
 * services, the backend's validation (mock/core/validate.ts) and the OpenAPI document all read that one declaration.
 * The builders below only put the description first (it is what a reader looks for); the rest is TypeBox's.
 */
export type { Static, TSchema };

function described<O extends object>(description: string | undefined, options: O): O {
  return description === undefined ? options : { ...options, description };
}

/** Text. */
export const str = (description?: string, options: TStringOptions = {}) => Type.String(described(description, options));
/** An integer. */
export const int = (description?: string, options: TNumberOptions = {}) =>
  Type.Integer(described(description, options));
export const num = (description?: string, options: TNumberOptions = {}) => Type.Number(described(description, options));
export const bool = (description?: string) => Type.Boolean(described(description, {}));

/** A file field of a signed form, or a downloaded file. */
export const file = (description: string) => Type.String({ description, format: 'binary' });

/**
 * A value whose shape its record decides (a configuration field's value in a diff, a filter form's value in a saved
 * view): text, a number, a switch, null, a list or an object. Its TypeScript type is `unknown`: the reader narrows it.
 */
export const jsonValue = (description: string) =>
  Type.Unsafe<unknown>(
    Type.Union(
      [
        Type.String(),
        Type.Number(),
        Type.Boolean(),
        Type.Null(),
        Type.Array(Type.Unknown()),
        Type.Record(Type.String(), Type.Unknown()),
      ],
      { description },
    ),
  );

/** The value or null. */
export const nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

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
export const name = (description: string, max: number = NAME.maxLength) =>
  Type.String({ description, ...NAME, maxLength: max });

const PAGE = {
  pageNum: Type.Integer({ description: '页码，从 1 开始', minimum: 1, examples: [1] }),
  pageSize: Type.Integer({ description: '每页条数', minimum: 1, maximum: 500, examples: [10] }),
};

/** pageNum / pageSize (first page 1, size 10: docs/rules.md "Pagination") plus filters. */
export function pageQuery<P extends TProperties = Record<never, never>>(
  filters: P = {} as P,
): TObject<typeof PAGE & P> {
  return Type.Object({ ...PAGE, ...filters });
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
