/**
 * The kits of the board games beyond chess. Amazons: the amazons and a wall (arrow) for every square
 * they leave empty. Reversi's kit: a two-faced disc for every square (White's face on the front, Black's on the back when
 * printed duplex, else a disc of each side to glue together), one card for the one piece with no legend
 * of marks it would not have, and a rules summary that speaks of placing and counting, not of captures
 * and checks. Connect Four's: a disc for each turn, and the rows that win in words.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/definitions/load.js';
import { rulesSummary } from '../../src/diagrams/summary.js';
import { cardScene } from '../../src/render/layout/cards.js';
import { counterList } from '../../src/render/layout/counters.js';
import { scoreScene } from '../../src/render/layout/score.js';
import { setupScene } from '../../src/render/layout/setup.js';

const { variant } = loadVariant('reversi');

describe("Amazons' kit", () => {
  it('has the eight amazons and 92 walls, one for every square the men leave empty', () => {
    const amazons = loadVariant('amazons').variant;
    const counters = counterList(amazons, 1, [], false);
    expect(counters.filter((c) => c.kind === 'man')).toHaveLength(8);
    expect(counters.filter((c) => c.kind === 'wall' && c.name === 'Wall')).toHaveLength(92);
  });
});

describe("Reversi's kit", () => {
  it('has a disc for each of the 64 squares, two-faced when printed with backs', () => {
    const duplex = counterList(variant, 1, [], true);
    expect(duplex).toHaveLength(64);
    expect(duplex.every((c) => c.side === 'white' && c.turns === true)).toBe(true);
    const glued = counterList(variant, 1, [], false);
    expect(glued.filter((c) => c.side === 'white')).toHaveLength(64);
    expect(glued.filter((c) => c.side === 'black')).toHaveLength(64);
  });

  it('prints one card for the disc, with no legend of move marks, on the one sheet', () => {
    const scene = cardScene(variant);
    expect(scene.pages).toHaveLength(1);
    const text = JSON.stringify(scene.pages[0]);
    expect(text).toContain('Disc');
    expect(text).not.toContain('Reading the move cards');
  });

  it('says in words how discs are placed, turned and counted', () => {
    const lines = rulesSummary(variant)
      .flatMap((s) => s.lines)
      .join('\n');
    expect(lines).toMatch(/encloses at least one line of enemy men/);
    expect(lines).toMatch(/turned over and become the mover's/);
    expect(lines).toMatch(/starts with 60 men in hand/);
    expect(lines).toMatch(/the side with more wins/);
    expect(lines).not.toMatch(/captured|no check/);
  });
});

describe("Connect Four's kit", () => {
  const connectFour = loadVariant('connect-four').variant;
  it('has 21 discs a side, one for each of its turns in a full grid', () => {
    const counters = counterList(connectFour, 1, [], false);
    expect(counters.filter((c) => c.side === 'white')).toHaveLength(21);
    expect(counters.filter((c) => c.side === 'black')).toHaveLength(21);
  });

  it('says in words where discs go and that four in a row wins', () => {
    const lines = rulesSummary(connectFour)
      .flatMap((s) => s.lines)
      .join('\n');
    expect(lines).toMatch(/placed on the first rank or on top of another man/);
    expect(lines).toMatch(/leaves four of their men in an unbroken line across, up or diagonally wins/);
    // A game with no kings has no check to speak of.
    expect(lines).not.toMatch(/check/);
  });

  it('says the board starts empty on the setup page, and asks for no check marks on the score sheet', () => {
    const setup = JSON.stringify(setupScene(connectFour));
    expect(setup).toContain('The board starts empty.');
    expect(setup).toContain('Each side holds Disc × 21 in hand');
    expect(setup).not.toMatch(/0 men a side/);
    expect(JSON.stringify(scoreScene(connectFour))).not.toMatch(/check \+ and mate/);
    // Chess's score sheet still asks for them.
    expect(JSON.stringify(scoreScene(loadVariant('chess').variant))).toMatch(/check \+ and mate #/);
  });
});
