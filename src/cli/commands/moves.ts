import { legalMoves, toFen } from '../../api/position.js';
import type { CommandRegistrar } from './registrar.js';
import { jsonOption, positionArg, printJson, usage, variantArg, variantFrom, withPosition } from './shared.js';

export const movesCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('moves <variant>'),
    'List the legal moves of a position in coordinate notation, one per line',
    (y) =>
      jsonOption(positionArg(variantArg(y)), '{ "variant", "fen", "moves": [ "e2-e4", ... ] }').example([
        ['$0 moves chess', 'the 20 first moves of chess'],
        ["$0 moves chess --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'", 'the moves of a position, castling included'],
        [
          "$0 moves chess --fen '6bk/6pp/8/8/8/8/QQQQQQQQ/K1QQQ3 b - - 0 1' --any-position",
          'a composed position no game reaches',
        ],
        ['$0 moves my-variant.yaml --json', 'the first moves of your own definition, as JSON'],
      ]),
    async (args) => {
      const variant = await variantFrom(args.variant, io);
      const pos = withPosition(variant, args.fen, args['any-position'], args.position);
      const moves = legalMoves(pos).map((m) => m.coordinate);
      if (args.json) return printJson(io, { variant: variant.id, fen: toFen(pos), moves });
      io.out(moves.map((l) => `${l}\n`).join(''));
    },
  );
