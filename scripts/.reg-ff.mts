import { readFileSync } from 'node:fs';
import { loadFfish } from '../test/helpers/ffish.js';
const ff: any = await loadFfish();
ff.loadVariantConfig(readFileSync('/work/wt-regions/test/fixtures/fsf/variants.ini', 'utf8').replace(/^dropRegion(White|Black)\b/gm, (_: string, side: string) => `${side.toLowerCase()}DropRegion`));
for (const name of process.argv.slice(2)) {
  const b = new ff.Board(name);
  console.log(name, b.fen(), b.legalMoves().split(' ').length);
  b.delete();
}
