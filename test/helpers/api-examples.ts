/** The examples of docs/api.md: each ```js block and the ```text block after it, what it prints. */
export interface ApiExample {
  /** The line of the page the example starts on. */
  line: number;
  code: string;
  printed: string;
}

export function apiExamples(markdown: string): ApiExample[] {
  const found: ApiExample[] = [];
  const pair = /^```js\n([\s\S]*?)^```\n+```text\n([\s\S]*?)^```$/gm;
  for (const m of markdown.matchAll(pair)) {
    found.push({ line: markdown.slice(0, m.index).split('\n').length, code: m[1]!, printed: m[2]! });
  }
  const blocks = markdown.match(/^```js$/gm)?.length ?? 0;
  if (blocks !== found.length)
    throw new Error(`docs/api.md: ${blocks - found.length} js block(s) without a text block after them`);
  return found;
}
