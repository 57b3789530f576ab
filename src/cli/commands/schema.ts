import { variantSchema } from '../../api/files.js';
import type { CommandRegistrar } from './registrar.js';
import { usage } from './shared.js';

export const schemaCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('schema'),
    'Print the JSON Schema of variant definition files (also in schema/variant.schema.json)',
    (y) => y.example([['$0 schema > variant.schema.json', 'for editors that complete and check definitions']]),
    () => io.out(`${JSON.stringify(variantSchema(), null, 2)}\n`),
  );
