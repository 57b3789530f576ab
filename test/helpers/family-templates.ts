/**
 * The templates of issue 31's families (Shogi, Xiangqi, Janggi and Makruk members, and Shatar), each
 * playing the Fairy-Stockfish variant of its name. test/deep/family-templates.test.ts proves each
 * against ffish; the npm-tier loops over every template see one member per family (templatesInTier),
 * as the members share their family's pieces, boards and rules and would otherwise add seconds.
 */
import { templateIds } from '../../src/definitions/load.js';
import { deep } from './tier.js';

/** Each family's members, the first of each the one `npm test` sees. */
export const FAMILY_TEMPLATES: Record<string, readonly string[]> = {
  shogi: [
    'kyotoshogi',
    'minishogi',
    'dobutsu',
    'judkins',
    'gorogoroplus',
    'euroshogi',
    'yarishogi',
    'shoshogi',
    'checkshogi',
    'okisakishogi',
  ],
  janggi: ['janggicasual', 'janggitraditional'],
  makruk: ['cambodian', 'makpong', 'asean', 'karouk', 'ai-wok'],
  xiangqi: ['manchu', 'minixiangqi', 'supply', 'xiangqihouse'],
  shatar: ['shatar'],
};

const members = Object.values(FAMILY_TEMPLATES).flat();
const firsts = new Set(Object.values(FAMILY_TEMPLATES).map((list) => list[0]!));

/** Every template in the deep tier; in `npm test` every one but the family members after each family's first. */
export function templatesInTier(): string[] {
  const all = templateIds();
  return deep ? all : all.filter((id) => !members.includes(id) || firsts.has(id));
}
