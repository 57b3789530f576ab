/**
 * The variant a game record names, found in the page as `fairyprint validate` finds it: the definition a
 * [VariantDefinition] tag carries; else the template its [Variant] tag names (by id or name, in any case;
 * Standard, Chess, From Position: Orthodox Chess), or the variant being edited when the tag names it; a
 * record without the tag in a format of one game is of that game (KIF: Shogi), any other is played as
 * the variant being edited (as `--variant` would).
 */
import { type GameRecord, recordFormats } from '../src/api/record-text.js';
import { checkDefinition, unpackDefinition, type Variant } from '../src/api/variant.js';
import { studio } from './state.js';
import { TEMPLATES, templateText } from './templates.js';

const ORTHODOX = ['standard', 'chess', 'orthodox', 'orthodox chess', 'fide', 'normal', 'from position'];
/** Templates compiled for records, by id (few: a file's games are of few variants). */
const compiled = new Map<string, Variant>();

const tag = (game: GameRecord, name: string): string | undefined =>
  game.tags.find((t) => t.name.toLowerCase() === name.toLowerCase())?.value.trim();

/** The record's variant, or why it has none the page can play (a name it does not know, a definition with a problem). */
export async function recordVariant(game: GameRecord): Promise<Variant> {
  const packed = tag(game, 'VariantDefinition');
  const named = tag(game, 'Variant');
  if (packed !== undefined) {
    const text = unpackDefinition(packed);
    if (!text.ok) throw new Error(`[VariantDefinition]: ${text.error.message}`);
    const { problems, variant } = checkDefinition(text.value, `${named ?? 'definition'}.yaml`);
    if (!variant) throw new Error(`[VariantDefinition]: ${problems[0]!.format()}`);
    return variant;
  }
  const current = studio.variant;
  // A format of one game (KIF: Shogi) names its variant by being that format, as `fairyprint validate` reads it.
  const formatVariant = recordFormats().find((f) => f.name === game.format)?.variant;
  if (named === undefined && formatVariant !== undefined) return templateVariant(formatVariant);
  if (named === undefined) {
    if (!current) throw new Error('the definition has problems: see the Definition view');
    return current;
  }
  const lower = named.toLowerCase();
  if (current && (current.id === lower || current.name.toLowerCase() === lower)) return current;
  const dashed = ORTHODOX.includes(lower) ? 'chess' : lower.replace(/[\s_]+/g, '-');
  const template = TEMPLATES.find((t) => t.id === dashed || t.name.toLowerCase() === lower);
  if (!template)
    throw new Error(`[Variant "${named}"]: no variant of that name is in the page (open its definition first)`);
  return templateVariant(template.id);
}

/** A template compiled, kept for the next record of its variant. */
async function templateVariant(id: string): Promise<Variant> {
  let variant = compiled.get(id);
  if (!variant) {
    const checked = checkDefinition((await templateText(id))!, `${id}.yaml`);
    variant = checked.variant!;
    compiled.set(id, variant);
  }
  return variant;
}
