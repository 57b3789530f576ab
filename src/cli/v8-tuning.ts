/**
 * V8 tuned for a command that runs for seconds, set before the rest of the CLI loads. V8 optimises a
 * function once it has run a budget of bytecode; Node 20's default (66 KB) has it compile, on background
 * threads, hundreds of functions a print kit runs only briefly, about a second of CPU in `kit ecros`.
 * Fifteen times that budget still optimises every hot loop (perft, validation) within milliseconds, and
 * cut the kit's CPU by about a sixth (bench/kit.bench.ts). Only on the V8 this was measured with: another
 * might not know the flag, and would say so on stderr.
 */
import { setFlagsFromString } from 'node:v8';

if (process.versions.v8.startsWith('11.')) setFlagsFromString('--interrupt-budget=1000000');
