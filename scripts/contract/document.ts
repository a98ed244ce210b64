import { contract } from '../../src/contract';
import type { OpenApiDocument } from './answers';

/**
 * The console's OpenAPI document as `GET /openapi.json` serves it (built from src/contract): the contract every
 * answer is checked against, whichever backend gave it.
 */
export function contractDocument(): OpenApiDocument {
  return JSON.parse(JSON.stringify(contract)) as OpenApiDocument;
}
