import { main } from './src/cli/main.js';
const code = await main(process.argv.slice(2));
process.exitCode = code;
