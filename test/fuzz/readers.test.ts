import fc from 'fast-check';
import { describe, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { tier } from '../helpers/tier.js';
import {
  cliProperty,
  definitionProperty,
  eastRecordProperty,
  editedPositionProperty,
  fenProperty,
  iniProperty,
  movePartProperty,
  moveTextProperty,
  pgnProperty,
  randomDefinitionProperty,
  variantFenProperty,
} from './readers.js';

// Bounded runs with a fixed seed so failures reproduce: ten times more cases in the deep tier;
// `npm run fuzz` runs 100,000 cases per reader with a random seed.
describe('readers under fuzzing', () => {
  it('mutated definition files give only located InputErrors', () => {
    fc.assert(definitionProperty(), { numRuns: tier(75, 3000), seed: 1 });
  });
  it('random definitions give only located InputErrors', () => {
    fc.assert(randomDefinitionProperty(), { numRuns: tier(75, 3000), seed: 2 });
  });
  it('random move parts of every kind are refused with located problems or searched without a hang', () => {
    fc.assert(movePartProperty(), { numRuns: tier(15, 2000), seed: 9 });
  });
  it('mutated variants.ini files give an imported section or only located InputErrors', () => {
    fc.assert(iniProperty(), { numRuns: tier(40, 3000), seed: 10 });
  });
  it('mutated move texts are read against the position without an exception', () => {
    fc.assert(moveTextProperty(), { numRuns: tier(250, 10000), seed: 11 });
  });
  it('mutated game records never make the PGN reader throw', () => {
    fc.assert(pgnProperty(), { numRuns: tier(250, 10000), seed: 4 });
  });
  it('mutated KIF, CSA, USI, ICCS and WXF records are read and validated without an exception', () => {
    fc.assert(eastRecordProperty(), { numRuns: tier(60, 5000), seed: 12 });
  });
  it('random command lines end in exit code 0, 1 or 2 without a stack trace', async () => {
    await fc.assert(cliProperty(runCli), { numRuns: tier(50, 2000), seed: 5 });
  });
  it('mutated positions give only FenErrors with a column, or usable positions', () => {
    fc.assert(fenProperty(), { numRuns: tier(250, 10000), seed: 3 });
  });
  it('mutated positions of every template pass the reader and its reachability check without a crash', () => {
    fc.assert(variantFenProperty(), { numRuns: tier(150, 6000), seed: 6 });
  });
  it('positions edited at random are refused with a located setup error or are usable', () => {
    fc.assert(editedPositionProperty(), { numRuns: tier(150, 6000), seed: 7 });
  });
  it('composed positions (anyPosition: any men anywhere) are refused with a located error or can be searched', () => {
    fc.assert(editedPositionProperty({ anyPosition: true }), { numRuns: tier(150, 6000), seed: 8 });
  });
});
