/**
 * `fairyprint completion bash|zsh`: a script that asks fairyprint itself for the words that fit
 * (`--get-yargs-completions`, answered by ../complete.ts: commands, options, choices, variant ids), file
 * names otherwise.
 */
import type { CommandRegistrar } from './registrar.js';
import { usage } from './shared.js';

const SCRIPTS = {
  bash: `###-begin-fairyprint-completions-###
# fairyprint completion for bash: add  source <(fairyprint completion bash)  to ~/.bashrc
_fairyprint_completions() {
  local IFS=$'\\n'
  COMPREPLY=($(compgen -W "$(fairyprint --get-yargs-completions "\${COMP_WORDS[@]:0:COMP_CWORD+1}" 2>/dev/null)" -- "\${COMP_WORDS[COMP_CWORD]}"))
}
complete -o bashdefault -o default -F _fairyprint_completions fairyprint
###-end-fairyprint-completions-###
`,
  zsh: `#compdef fairyprint
###-begin-fairyprint-completions-###
# fairyprint completion for zsh: add  source <(fairyprint completion zsh)  to ~/.zshrc, after compinit
_fairyprint() {
  local -a reply
  reply=(\${(f)"$(fairyprint --get-yargs-completions "\${(@)words[1,CURRENT]}" 2>/dev/null)"})
  if (( \${#reply} )); then compadd -a reply; else _files; fi
}
compdef _fairyprint fairyprint
###-end-fairyprint-completions-###
`,
};

export const completionCommand: CommandRegistrar = (parser, io) =>
  parser.command(
    usage('completion [shell]'),
    'Print a shell completion script for bash or zsh',
    (y) =>
      y
        .positional('shell', {
          choices: ['bash', 'zsh'] as const,
          describe: 'The shell (default: zsh when $SHELL is zsh, else bash)',
        })
        .example([
          ['source <($0 completion bash)', 'completion in this bash session; add the line to ~/.bashrc to keep it'],
          ['$0 completion zsh > ~/.zfunc/_fairyprint', 'for zsh, in a folder of your fpath'],
        ]),
    (args) => {
      const shell = args.shell ?? (/zsh$/.test(process.env.SHELL ?? '') ? 'zsh' : 'bash');
      io.out(SCRIPTS[shell]);
    },
  );
