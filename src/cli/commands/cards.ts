import { WRITE_OPTIONS, writeCards } from '../../api/print.js';
import type { CommandRegistrar } from './registrar.js';
import { printArgs, printOptions, printWritten, usage, variantArg, variantFrom } from './shared.js';

export const cardsCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('cards <variant>'),
    "Print move-reference cards: each piece's moves as computed by the rules engine, its value and rules, and a legend card",
    (y) =>
      printArgs(variantArg(y), WRITE_OPTIONS.cards).example([
        ['$0 cards chess', 'a legend card and a card per piece, nine to an A4 sheet'],
        ['$0 cards orthodia --mono --card-size bridge', 'grey-scale bridge-size cards'],
      ]),
    async (args) => {
      printWritten(
        io,
        args.json,
        await writeCards(await variantFrom(args.variant, io), printOptions(args, WRITE_OPTIONS.cards, io)),
      );
    },
  );
