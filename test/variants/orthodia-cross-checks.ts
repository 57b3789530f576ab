/**
 * The cross-checks both Orthodias share: legal moves against the reference model and against brute
 * force, and perft against the model and under colour and file mirrors, on positions from random games.
 */
import { expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { perft } from '../../src/engine/perft.js';
import { parseFen } from '../../src/notation/fen.js';
import { tier } from '../helpers/tier.js';
import {
  bruteForceLegal,
  flipColours,
  legalTexts,
  mirrorFiles,
  royalTwin,
  sampledPositions,
} from './cross-checks-sec-orth.js';
import { parseReference, referenceMoves, referencePerft } from './reference-sec-orth.js';

export function orthodiaCrossChecks(id: 'orthodia' | 'orthodia-simplified', seed: number): void {
  const { variant } = loadVariant(id);
  const legal = (fen: string): string[] => legalTexts(variant, fen);
  const games = tier(10, 40);
  const positions = sampledPositions(variant, seed, games, 3);

  it('legal moves agree with the reference model on positions from random games', () => {
    expect(positions.length).toBeGreaterThan(games * 75);
    for (const fen of positions) {
      const ref = referenceMoves(parseReference(id, fen))
        .map((m) => m.text)
        .sort();
      expect([fen, legal(fen)]).toEqual([fen, ref]);
    }
  });

  it('legality agrees with brute force over every reply by the royal patterns', () => {
    const twin = royalTwin(variant);
    for (const fen of positions.filter((_, i) => i % 4 === 0))
      expect([fen, legal(fen)]).toEqual([fen, bruteForceLegal(variant, twin, fen)]);
  });

  it('perft agrees with the model, with colours exchanged and with files mirrored', () => {
    for (const fen of positions.filter((_, i) => i % 40 === 0)) {
      const n = perft(parseFen(variant, fen), 2);
      expect([fen, referencePerft(parseReference(id, fen), 2)]).toEqual([fen, n]);
      expect([fen, perft(parseFen(variant, flipColours(fen, 8)), 2)]).toEqual([fen, n]);
      expect([fen, perft(parseFen(variant, mirrorFiles(fen, 'abcdefgh')), 2)]).toEqual([fen, n]);
    }
  });
}
