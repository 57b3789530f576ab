/** Where commands write. The CLI passes the process streams; tests pass collectors. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress is shown only there). */
  interactive: boolean;
  /** Whether stdout is a terminal too (then what a command prints is its progress). */
  outInteractive?: boolean;
  /** Standard input as text, piece by piece (for "-" file arguments). */
  stdin(): AsyncIterable<string>;
  /**
   * Waits until what was written has room to drain and lets pending stream events run; long commands
   * call it between pieces of work. Throws OutputClosed once the reader of the output has gone.
   */
  flush?(): Promise<void>;
}

/** The reader of the output went away (`... | head -1`): the command ends quietly, its work unwanted. */
export class OutputClosed extends Error {
  constructor() {
    super('output closed');
  }
}

let closed = false;
let lastYield = 0;

/** A closed pipe on stdout or stderr ends the command quietly instead of with an EPIPE stack trace. */
function watch(stream: NodeJS.WriteStream): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    closed = true;
  });
}

let watching = false;
function write(stream: NodeJS.WriteStream, text: string): void {
  if (!watching) {
    watching = true;
    watch(process.stdout);
    watch(process.stderr);
  }
  if (closed) throw new OutputClosed();
  stream.write(text);
}

export const processIo: Io = {
  out: (t) => write(process.stdout, t),
  err: (t) => write(process.stderr, t),
  interactive: Boolean(process.stderr.isTTY),
  outInteractive: Boolean(process.stdout.isTTY),
  stdin: async function* () {
    process.stdin.setEncoding('utf8');
    for await (const piece of process.stdin) yield piece as string;
  },
  flush: async () => {
    if (process.stdout.writableNeedDrain) {
      await new Promise<void>((done) => {
        const end = (): void => {
          process.stdout.off('drain', end);
          process.stdout.off('close', end);
          done();
        };
        process.stdout.on('drain', end);
        process.stdout.on('close', end);
      });
    }
    // An awaited chain of resolved promises never lets the stream's error event through: yield now and then.
    if (Date.now() - lastYield > 20) {
      await new Promise((next) => setImmediate(next));
      lastYield = Date.now();
    }
    if (closed) throw new OutputClosed();
  },
};

/** Exit codes: 0 success, 1 a checked thing is wrong (an illegal game), 2 unreadable input or usage. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_INPUT = 2;
export const EXIT_INTERNAL = 3;
