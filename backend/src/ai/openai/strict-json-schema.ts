import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

/**
 * Keywords some OpenAI-compatible servers reject in strict mode. The zod schemas still
 * enforce them on the reply, so dropping them here loses no safety.
 */
const UNSUPPORTED_KEYWORDS = ['$schema', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern', 'format'];

/**
 * A JSON schema for `response_format: json_schema` with `strict: true`: every property
 * required, no additional properties, nullable fields as `anyOf [..., null]`.
 */
export function toStrictJsonSchema(schema: z.ZodType): JsonSchema {
  return strictify(z.toJSONSchema(schema, { io: 'input' })) as JsonSchema;
}

function strictify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictify);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (!UNSUPPORTED_KEYWORDS.includes(key)) out[key] = strictify(value);
  }
  const properties = out.properties;
  if (out.type === 'object' && typeof properties === 'object' && properties !== null) {
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}
