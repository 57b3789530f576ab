/**
 * The one error type for bad user input (definition files, positions, game records, arguments).
 * It carries where the problem is, so every reader reports "file:line:column: what was expected".
 */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export class InputError extends Error {
  readonly location: SourceLocation | null;
  /** Field path inside a definition, where known (e.g. pieces[3].moves). */
  readonly path: string | null;

  constructor(message: string, location: SourceLocation | null = null, path: string | null = null) {
    super(message);
    this.name = 'InputError';
    this.location = location;
    this.path = path;
  }

  /** One line: "file:line:column: message". */
  format(): string {
    const where = this.location ? `${this.location.file}:${this.location.line}:${this.location.column}: ` : '';
    return `${where}${this.message}`;
  }
}

export function formatPath(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** The system's refusal in words, for messages about files and folders (Node gives codes like EACCES). */
export function systemReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EISDIR':
      return 'a folder, not a file';
    default:
      return (e as Error).message;
  }
}
