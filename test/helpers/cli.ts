/** Runs the CLI in-process with captured output. */

import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCli(args: string[], stdin = ''): Promise<CliRun> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    interactive: false,
    stdin: async function* () {
      yield stdin;
    },
  };
  const code = await main(args, io);
  return { code, out, err };
}
