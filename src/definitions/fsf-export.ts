/**
 * An imported variants.ini section written out as a fairyprint definition file: YAML with the
 * `$schema` line, a comment naming the ini key each field was made from, and a rules page stub.
 */
import { Document, isMap, isScalar, visit } from 'yaml';
import type { ImportedDefinition } from './fsf-import.js';

/** "pieces[2].moves" as the path ['pieces', 2, 'moves']. */
function pathOf(field: string): (string | number)[] {
  return field
    .split(/\.|\[|\]/)
    .filter(Boolean)
    .map((p) => (/^[0-9]+$/.test(p) ? Number(p) : p));
}

/** The definition as YAML; `schema` is the path of variant.schema.json as the file will see it. */
export function importedYaml(imported: ImportedDefinition, iniFile: string, schema: string): string {
  const def = imported.definition;
  const doc = new Document(def, { aliasDuplicateObjects: false });
  // Short lists of plain values (squares, ranks, piece ids) on one line.
  visit(doc, {
    Seq(_, seq) {
      if (seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
  });
  for (const [field, source] of imported.sources) {
    const path = pathOf(field);
    const last = path[path.length - 1];
    // A map entry's comment goes on its key, so it stands above the entry; a list item's on the item.
    const parent = doc.getIn(path.slice(0, -1), true);
    const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === last) : undefined;
    const target = (pair && isScalar(pair.key) ? pair.key : doc.getIn(path, true)) as
      | { commentBefore?: string | null }
      | undefined;
    if (!target || typeof target !== 'object') continue;
    const from = source.builtin ? `from the built-in ${source.builtin}` : `line ${source.at.line}`;
    const note = ` ini: ${source.key}${source.value === '' ? '' : ` = ${source.value}`} (${from})`;
    target.commentBefore = target.commentBefore ? `${target.commentBefore}\n${note}` : note;
  }
  const header = [
    `# yaml-language-server: $schema=${schema}`,
    `# Rules: ${def.id}.md`,
    `# Imported by fairyprint import from section [${imported.section}] of ${iniFile}; docs/variants-ini.md`,
    '# of fairyprint says what each ini key became. Name the pieces and write their rules texts below.',
  ];
  return `${header.join('\n')}\n${doc.toString({ lineWidth: 120 })}`;
}

/** A rules page to fill in: what the import knows, in the shape of fairyprint's docs/rules pages. */
export function importedRulesStub(imported: ImportedDefinition, iniFile: string): string {
  const def = imported.definition;
  const pieces = def.pieces.map(
    (p) =>
      `- **${p.name}** (\`${p.id}\`): ${typeof p.moves === 'string' ? `Betza \`${p.moves}\`` : 'see the definition'}.`,
  );
  return [
    `# ${def.name}`,
    '',
    `Imported from section \`[${imported.section}]\` of \`${iniFile}\` (a Fairy-Stockfish variants.ini) by`,
    '`fairyprint import`. Describe the rules here as players read them.',
    '',
    '## Board and setup',
    '',
    `A ${def.board.files}x${def.board.ranks} board; the start position is \`${def.setup.position}\`.`,
    '',
    '## Pieces',
    '',
    ...pieces,
    '',
    '## How the game ends',
    '',
    'To be written.',
    '',
    '## Game records',
    '',
    'Moves in long coordinates (`e2-e4`) or SAN with the piece ids above.',
    '',
    '## Decisions',
    '',
    `What the section left open, and what was decided. How each ini key was read: fairyprint's docs/variants-ini.md.`,
    '',
  ].join('\n');
}
