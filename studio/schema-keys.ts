/**
 * Completion of a definition's keys from its JSON Schema (schema/variant.schema.json, built into the
 * page): where the cursor starts a key, the keys the schema allows at that place in the YAML, each
 * with the schema's description.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import schema from '../schema/variant.schema.json' with { type: 'json' };

interface Node {
  type?: string | string[];
  properties?: Record<string, Node & { description?: string }>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  description?: string;
}

/** The YAML path of the key being typed on line `at`, from the lines above it: keys, and [] for a list item. */
export function keyPath(lines: readonly string[], at: number): string[] {
  const own = /^(\s*)(- )?/.exec(lines[at]!)!;
  let indent = own[1]!.length + (own[2] ? 2 : 0);
  const path: string[] = own[2] ? ['[]'] : [];
  if (own[2]) indent = own[1]!.length;
  for (let i = at - 1; i >= 0 && indent > 0; i--) {
    const line = lines[i]!;
    if (/^\s*(#|$)/.test(line)) continue;
    const m = /^(\s*)(- )?([\w$-]+)?\s*:?/.exec(line)!;
    const dash = m[1]!.length;
    const keyAt = dash + (m[2] ? 2 : 0);
    if (m[2] && keyAt === indent) {
      // A sibling key of the same list item: the item's list is the parent.
      path.unshift('[]');
      indent = dash;
      continue;
    }
    if (keyAt < indent && m[3]) {
      path.unshift(m[3]);
      if (m[2]) path.unshift('[]');
      indent = m[2] ? dash : keyAt;
    }
  }
  return path;
}

/** Every form a schema node may take (anyOf, oneOf, allOf opened). */
const forms = (n: Node): Node[] => [n, ...[...(n.anyOf ?? []), ...(n.oneOf ?? []), ...(n.allOf ?? [])].flatMap(forms)];

/** The keys the schema allows at a path. */
export function keysAt(path: readonly string[]): Record<string, string> {
  let nodes: Node[] = [schema as unknown as Node];
  for (const step of path)
    nodes = nodes.flatMap(forms).flatMap((n) => {
      const next = step === '[]' ? n.items : n.properties?.[step];
      return next ? [next] : [];
    });
  const keys: Record<string, string> = {};
  for (const n of nodes.flatMap(forms))
    for (const [k, v] of Object.entries(n.properties ?? {})) keys[k] ??= v.description ?? '';
  return keys;
}

export function schemaKeys(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  const typed = /^(\s*)(- )?([\w$-]*)$/.exec(before);
  if (!typed || (!typed[3] && !context.explicit)) return null;
  const lines = context.state.doc.toString().split('\n');
  const keys = keysAt(keyPath(lines, line.number - 1));
  const options: Completion[] = Object.entries(keys).map(([label, info]) => ({
    label,
    type: 'property',
    apply: `${label}: `,
    ...(info ? { info } : {}),
  }));
  return options.length ? { from: context.pos - typed[3]!.length, options, validFor: /^[\w$-]*$/ } : null;
}
