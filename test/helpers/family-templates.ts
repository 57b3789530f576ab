/**
 * The templates of issue 31's families (Shogi, Xiangqi, Janggi and Makruk members, and Shatar), each
 * playing the Fairy-Stockfish variant of its name. test/deep/family-templates.test.ts proves each
 * against ffish; the npm-tier loops over every template see only a few of them (templatesInTier), as
 * the members share their family's pieces, boards and rules and all 22 would add seconds to `npm test`.
 */
import { templateIds } from '../../src/definitions/load.js';
import { deep, halfInFastTier } from './tier.js';

/** Each family's members. */
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
    'shogun',
  ],
  janggi: ['janggicasual', 'janggitraditional', 'janggimodern'],
  makruk: ['cambodian', 'makpong', 'asean', 'karouk', 'ai-wok'],
  xiangqi: ['manchu', 'minixiangqi', 'supply', 'xiangqihouse'],
  shatar: ['shatar'],
};

const members = Object.values(FAMILY_TEMPLATES).flat();

/**
 * The member `npm test` sees, with what no template outside the families has: men turning over and
 * dropped either side up (Kyoto shogi). Four members cost the heavy template loops some 14 % more CPU,
 * and `npm test` has a minute; Manchu chess's armies of different sizes are seen in the deep tier.
 */
const IN_NPM_TIER = ['kyotoshogi'];

/**
 * Every template in the deep tier; in `npm test` every one but the family members not in IN_NPM_TIER,
 * or, for the heaviest loops, `half` of those (halfInFastTier's): two loops taking opposite halves
 * still see every one of them.
 */
export function templatesInTier(half?: 'even' | 'odd'): string[] {
  const all = templateIds();
  if (deep) return all;
  const seen = all.filter((id) => !members.includes(id) || IN_NPM_TIER.includes(id));
  return half ? [...halfInFastTier(seen, half === 'odd')] : seen;
}
