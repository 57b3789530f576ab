/**
 * Connect Four's records (templates/connect-four.yaml) in Fairy-Stockfish's moves (P@d1, a disc dropped
 * into file d): the fourth disc in a row ends the game and the validator says so; a disc that would
 * float, and any move after the row, are refused at their ply with the rule's reason. And the placing
 * phase of must-drop: a man moved while one must still be placed is refused with that reason.
 */
import { describe, expect, it } from 'vitest';
import { validateText } from '../../src/validate/replay.js';

/** A record of `moves`, its Result tag the movetext's own result (or *). */
const validate = (moves: string) => {
  const result = /(1-0|0-1|1\/2-1\/2)$/.exec(moves)?.[1] ?? '*';
  return validateText(`[Variant "connect-four"]\n[Result "${result}"]\n\n${moves}\n`, { file: 'connect-four.pgn' })[0]!;
};

describe('Connect Four records', () => {
  it('four discs across rank 1 win for White at ply 7', () => {
    const report = validate('1. P@d1 P@d2 2. P@e1 P@e2 3. P@c1 P@c2 4. P@f1 1-0');
    expect(report.error).toBeNull();
    expect(report.plies).toBe(7);
    expect(report.result).toBe('1-0');
    expect(report.reason).toBe('four in a row');
  });

  it('four up file a, and on a diagonal, win for Black', () => {
    expect(validate('1. P@b1 P@a1 2. P@c1 P@a2 3. P@b2 P@a3 4. P@g1 P@a4 0-1').result).toBe('0-1');
    // Black's diagonal a1-b2-c3-d4, on White's discs below.
    const diagonal = '1. P@b1 P@a1 2. P@c1 P@b2 3. P@c2 P@c3 4. P@d1 P@d2 5. P@d3 P@d4 0-1';
    expect(validate(diagonal).reason).toBe('four in a row');
    expect(validate(diagonal).result).toBe('0-1');
  });

  it('a disc that would float is refused at its ply, with the rule', () => {
    const report = validate('1. P@d1 P@d3');
    expect(report.error?.ply).toBe(2);
    expect(report.error?.reason).toBe('a man is placed on the first rank or on another man');
  });

  it('a move after four in a row is refused', () => {
    const report = validate('1. P@d1 P@d2 2. P@e1 P@e2 3. P@c1 P@c2 4. P@f1 P@f2');
    expect(report.error?.ply).toBe(8);
    expect(report.error?.reason).toBe('the game was already over: 1-0 by four in a row');
  });
});

describe('records of games where men in hand must be placed first (must-drop)', () => {
  const refusal = (variant: string, fen: string, move: string) =>
    validateText(`[Variant "${variant}"]\n[FEN "${fen}"]\n[Result "*"]\n\n${move} *\n`, { file: null })[0]!.error;

  it('Picaria: a man moved with men still in hand is refused; the drop is not', () => {
    const ini = 'test/fixtures/fsf/variants.ini:picaria';
    expect(refusal(ini, '3/1p1/P2[PPpp] w - - 0 2', '2. a1a2')?.reason).toBe('a man in hand must be placed first');
    expect(refusal(ini, '3/1p1/P2[PPpp] w - - 0 2', '2. P@a2')).toBeNull();
  });

  it('with mustDropType, the piece named must be placed first', () => {
    const ini = 'test/fixtures/fsf/tests.ini:rowsteppers';
    expect(refusal(ini, 's3s/5/5/5/S3S[PPpp] w - - 0 1', '1. a1b2')?.reason).toBe(
      'a Piece P in hand must be placed first',
    );
  });
});
