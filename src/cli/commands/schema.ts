import { variantJsonSchema } from '../../definitions/json-schema.js';
import type { CommandRegistrar } from './index.js';

export const schemaCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    'schema',
    'Print the JSON Schema of variant definition files (also in schema/variant.schema.json)',
    (y) => y,
    () => io.out(`${JSON.stringify(variantJsonSchema(), null, 2)}\n`),
  );
