/** What the ini writer's tests share (test/fsf-ini-write.test.ts, test/deep/fsf-ini-write.test.ts, the studio's). */

/** The templates the writer writes (docs/variants-ini.md lists them, and why the others are refused). */
export const INI_EXPORTED = [
  'antichess',
  'atomic',
  'breakthrough',
  'capablanca',
  'chess',
  'chess960',
  'crazyhouse',
  'kingofthehill',
  'losers',
  'racingkings',
  'seirawan',
  'shatranj',
  'shouse',
  'threecheck',
];

/** A 6x6 variant as a user writes it in the studio: Los Alamos chess, with a 2-square pawn step added. */
export const SIX_BY_SIX = `name: Six by six
board: { files: 6, ranks: 6 }
pieces:
  - { id: K, name: King, abbrev: K, royal: true, moves: K }
  - { id: Q, name: Queen, abbrev: Q, moves: Q }
  - { id: R, name: Rook, abbrev: R, moves: R }
  - { id: N, name: Knight, abbrev: N, moves: N }
  - id: P
    name: Pawn
    abbrev: P
    resetsClock: true
    moves: [{ betza: mfW }, { betza: cfF, enPassant: capture }, { betza: imfnD, enPassant: target }]
setup: { position: rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1 }
promotion: [{ pieces: [P], to: [Q, R, N] }]
`;
