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
   * call it between pieces of work. Throws OutputClosed once the reader of the output has gone, and
   * OutputFailed once the output could not be written.
   */
  flush?(): Promise<void>;
  /** Waits until all that was written has been written, or failed to be (throwing as flush does). */
  finish?(): Promise<void>;
}

/** The reader of the output went away (`... | head -1`): the command ends quietly, its work unwanted. */
export class OutputClosed extends Error {
  constructor() {
    super('output closed');
  }
}

/** The output could not be written (a full disk, an I/O error): the command ends in one line, exit code 2. */
export class OutputFailed extends Error {
  constructor(
    readonly stream: 'stdout' | 'stderr',
    readonly reason: unknown,
  ) {
    super(`cannot write to standard ${stream === 'stdout' ? 'output' : 'error'}`);
  }
}

let closed = false;
let failed: OutputFailed | null = null;
let lastYield = 0;

/**
 * A closed pipe on stdout or stderr ends the command quietly, any other write error (ENOSPC on /dev/full)
 * in one line, instead of with a stack trace: noted here, thrown at the next write or flush.
 */
function watch(stream: NodeJS.WriteStream, name: 'stdout' | 'stderr'): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') closed = true;
    else failed ??= new OutputFailed(name, e);
  });
}

/**
 * Throws what became of the output: the reader gone, or a write that failed. Writing to stderr stays
 * possible when only stdout failed, to say so.
 */
function check(stream: NodeJS.WriteStream = process.stdout): void {
  if (failed && (stream === process.stdout || failed.stream === 'stderr')) throw failed;
  if (closed) throw new OutputClosed();
}

let watching = false;
function write(stream: NodeJS.WriteStream, text: string): void {
  if (!watching) {
    watching = true;
    watch(process.stdout, 'stdout');
    watch(process.stderr, 'stderr');
  }
  check(stream);
  stream.write(text);
}

/** Until the stream has written what it holds (or closed, or failed). */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  if (!stream.writableNeedDrain && stream.writableLength === 0) return Promise.resolve();
  return new Promise<void>((done) => {
    const end = (): void => {
      for (const event of ['drain', 'close', 'error']) stream.off(event, end);
      done();
    };
    for (const event of ['drain', 'close', 'error']) stream.on(event, end);
  });
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
    if (process.stdout.writableNeedDrain) await drained(process.stdout);
    // An awaited chain of resolved promises never lets the stream's error event through: yield now and then.
    if (Date.now() - lastYield > 20) {
      await new Promise((next) => setImmediate(next));
      lastYield = Date.now();
    }
    check();
  },
  finish: async () => {
    if (!watching) return;
    await drained(process.stdout);
    // A write's error event comes a tick after the write.
    await new Promise((next) => setImmediate(next));
    check();
  },
};

/** Exit codes: 0 success, 1 a checked thing is wrong (an illegal game), 2 unreadable input, usage or output, 3 a bug. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_INPUT = 2;
export const EXIT_INTERNAL = 3;
