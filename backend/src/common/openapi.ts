import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/** A zod schema from libs/contracts as an OpenAPI schema, for @ApiBody / @ApiOkResponse. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema as SchemaObject;
}
