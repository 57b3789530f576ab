import fc from 'fast-check';
import { describe, it } from 'vitest';
import { definitionProperty, fenProperty, pgnProperty, randomDefinitionProperty } from './readers.js';

// Bounded runs with a fixed seed so failures reproduce; `npm run fuzz` runs 100,000 cases per reader.
describe('readers under fuzzing', () => {
  it('mutated definition files give only located InputErrors', () => {
    fc.assert(definitionProperty(), { numRuns: 300, seed: 1 });
  });
  it('random definitions give only located InputErrors', () => {
    fc.assert(randomDefinitionProperty(), { numRuns: 300, seed: 2 });
  });
  it('mutated game records never make the PGN reader throw', () => {
    fc.assert(pgnProperty(), { numRuns: 1000, seed: 4 });
  });
  it('mutated positions give only FenErrors with a column, or usable positions', () => {
    fc.assert(fenProperty(), { numRuns: 1000, seed: 3 });
  });
});
