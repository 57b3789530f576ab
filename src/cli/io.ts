/** Where commands write. The CLI passes the process streams; tests pass collectors. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress is shown only there). */
  interactive: boolean;
  /** Reads all of standard input (for "-" file arguments). */
  stdin(): Promise<string>;
}

export const processIo: Io = {
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
  interactive: Boolean(process.stderr.isTTY),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** Exit codes: 0 success, 1 a checked thing is wrong (an illegal game), 2 unreadable input or usage. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_INPUT = 2;
export const EXIT_INTERNAL = 3;
