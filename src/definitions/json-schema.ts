/** The definition format as a JSON Schema, generated from the zod schema so the two never disagree. */
import { z } from 'zod';
import { definitionSchema } from './schema.js';

export function variantJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(definitionSchema, { target: 'draft-2020-12', io: 'input' }),
    $id: 'https://fairyprint.invalid/schema/variant.schema.json',
    title: 'fairyprint variant definition',
  };
}
