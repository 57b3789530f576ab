/** The CLI from the sources, for tests that need it as a process of its own (pipes, memory limits). */
import { main } from '../../src/cli/main.js';

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
