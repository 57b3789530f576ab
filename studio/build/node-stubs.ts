/**
 * The library's modules that write files, start threads or read the templates import Node's modules at
 * their top; the page imports some of them (the kit, the validator) only for what needs none of that. In
 * the page's build every `node:` module is this plugin's stand-in: each name Node exports is a function
 * that throws "... is not available in the page", but for the few that modules call as they load (paths
 * worked out from import.meta.url, the font's location), which give harmless text.
 */
import { builtinModules } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = '\0node-stub:';
/** Packages that are Node's alone (a native module), which the PNG backend's workers load: the page draws PNGs with resvg's WebAssembly build instead. */
const NODE_PACKAGES: Record<string, string[]> = { '@resvg/resvg-js': ['Resvg', 'renderAsync'] };

/** What modules call as they load, answered with text: a path is never opened in the page. */
const AT_LOAD: Record<string, string> = {
  fileURLToPath: '(u) => String(u)',
  pathToFileURL: '(p) => new URL(String(p), "file:///")',
  createRequire: '() => ({ resolve: (id) => String(id) })',
  resolve: '(...parts) => parts.join("/")',
  join: '(...parts) => parts.join("/")',
  dirname: '(p) => String(p).replace(/\\/[^/]*$/, "")',
  basename: '(p) => String(p).replace(/^.*\\//, "")',
  extname: '(p) => (/\\.[^./]*$/.exec(String(p)) ?? [""])[0]',
  relative: '(a, b) => String(b)',
  normalize: '(p) => String(p)',
  isAbsolute: '(p) => String(p).startsWith("/")',
  sep: '"/"',
};

export function nodeStubs(): Plugin {
  return {
    name: 'fairyprint-node-stubs',
    enforce: 'pre',
    resolveId(id) {
      if (id in NODE_PACKAGES) return PREFIX + id;
      // Only `node:` names: a bare 'buffer' is the npm package the page's Buffer comes from.
      return id.startsWith('node:') && builtinModules.includes(id.slice(5)) ? PREFIX + id.slice(5) : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const names =
        NODE_PACKAGES[name] ??
        Object.keys(await import(`node:${name}`)).filter((k) => k !== 'default' && /^[A-Za-z_$][\w$]*$/.test(k));
      const fail = (n: string) => `() => { throw new Error('${name} ${n} is not available in the page'); }`;
      return [
        ...names.map((n) => `export const ${n} = ${AT_LOAD[n] ?? fail(n)};`),
        `export default { ${names.join(', ')} };`,
      ].join('\n');
    },
  };
}
