/**
 * The definition checked off the page's main thread as it is typed (`fairyprint check`'s code): a large
 * definition (ECROS) takes a good part of a second, which typing must never wait for.
 */
import './buffer.js';
import { checkDefinition } from '../src/api/variant.js';

/** A problem found, located, and as the command prints it. */
export interface CheckedProblem {
  text: string;
  message: string;
  line: number | null;
  column: number | null;
}

export interface CheckReply {
  seq: number;
  problems: CheckedProblem[];
  /** The variant's name and size, when the definition compiles. */
  summary: { name: string; files: number; ranks: number; pieces: number } | null;
}

self.addEventListener('message', (e: MessageEvent<{ seq: number; yaml: string; file: string }>) => {
  const { seq, yaml, file } = e.data;
  const { problems, variant } = checkDefinition(yaml, file);
  const reply: CheckReply = {
    seq,
    problems: problems.map((p) => ({
      text: p.format(),
      message: p.message,
      line: p.location?.line ?? null,
      column: p.location?.column ?? null,
    })),
    summary: variant && {
      name: variant.name,
      files: variant.files,
      ranks: variant.ranks,
      pieces: variant.pieces.length,
    },
  };
  self.postMessage(reply);
});
