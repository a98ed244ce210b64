/**
 * The JSON-schema subset the contract uses (validated by mock/core/validate.ts): type, required, properties, enum,
 * minLength, maxLength, pattern, minimum, maximum, items, nullable. description/format/example are documentation only.
 */
export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';

export interface Schema {
  type?: SchemaType;
  required?: string[];
  properties?: Record<string, Schema>;
  enum?: Array<string | number | boolean | null>;
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
}

type Extra = Omit<Schema, 'type'>;

export const str = (description?: string, extra: Extra = {}): Schema => ({ type: 'string', description, ...extra });
export const int = (description?: string, extra: Extra = {}): Schema => ({ type: 'integer', description, ...extra });
export const num = (description?: string, extra: Extra = {}): Schema => ({ type: 'number', description, ...extra });
export const bool = (description?: string): Schema => ({ type: 'boolean', description });
export const arr = (items: Schema, description?: string, extra: Extra = {}): Schema => ({
  type: 'array',
  items,
  description,
  ...extra,
});
export const obj = (properties: Record<string, Schema>, required: string[] = [], description?: string): Schema => ({
  type: 'object',
  properties,
  required,
  description,
});
export const nullable = (s: Schema): Schema => ({ ...s, nullable: true });

/** Record id: positive integer. */
export const id = (description = 'id'): Schema => int(description, { minimum: 1 });
/** 1 enabled, 0 disabled; '1'/'0' are accepted (switch values, spec §4). */
export const status = (description = '状态：1 启用，0 停用'): Schema => int(description, { enum: [0, 1] });
/** Epoch milliseconds. */
export const time = (description: string): Schema => int(description, { format: 'epoch-ms' });
export const name = (description: string, max = 32): Schema => str(description, { minLength: 1, maxLength: max });

/** pageNum / pageSize (spec §9: first page 1, size 10) plus filters. */
export function pageQuery(filters: Record<string, Schema> = {}, required: string[] = []): Schema {
  return obj(
    {
      pageNum: int('页码，从 1 开始', { minimum: 1, example: 1 }),
      pageSize: int('每页条数', { minimum: 1, maximum: 500, example: 10 }),
      ...filters,
    },
    ['pageNum', 'pageSize', ...required],
  );
}

export function pageOf(item: Schema): Schema {
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

export const idBody = (description = 'id'): Schema => obj({ id: id(description) }, ['id']);
