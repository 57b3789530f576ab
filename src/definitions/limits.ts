/** The largest definition read (a file, a packed definition): larger ones take seconds to compile, and are refused. */
export const MAX_DEFINITION_BYTES = 1 << 20;
