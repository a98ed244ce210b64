import { openApiDocument } from '../../src/contract/openapi';
import type { OpenApiDocument } from './answers';

/**
 * The console's OpenAPI document as `GET /openapi.json` serves it (src/contract/openapi.ts): the contract every
 * answer is checked against, whichever backend gave it.
 */
export function contractDocument(): OpenApiDocument {
  return openApiDocument() as unknown as OpenApiDocument;
}
