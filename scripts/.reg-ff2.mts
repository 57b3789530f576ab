import { loadFfish } from '../test/helpers/ffish.js';
const ff: any = await loadFfish();
ff.loadVariantConfig(`[xa:snailtrail]
maxRank = 9
[xb:snailtrail]
maxRank = 9
startFen = p7P/9/9/9/3p*P3/9/9/9/p7P w 0 1
[xc:snailtrail]
startFen = p5P/7/7/7/7/7/p5P w 0 1
`);
for (const name of ['snailtrail','xa','xb','xc']) { const b = new ff.Board(name); console.log(name, b.fen(), b.legalMoves()); b.delete(); }
