/**
 * What makes the built page work offline and installable: the app icons drawn from public/icon.svg (by
 * resvg, as the PNG backend draws), and a service worker, sw.js, that keeps every file of the build in
 * the browser's cache on the first visit and answers from there, so the page loads and works with no
 * network. Its cache is named by a hash of the files, so a new build replaces the old one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(join(dir, e.name)) : [join(dir, e.name)],
  );

/** The service worker: every file cached on install, answered from the cache (a query string aside: ?variant=...). */
const worker = (cache: string, files: string[]): string => `const CACHE = ${JSON.stringify(cache)};
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('fairyprint-studio-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (e) => {
  if (e.request.method !== 'GET') return;
  e.respondWith(
    caches.open(CACHE).then((c) => c.match(e.request, { ignoreSearch: true })).then((hit) => hit ?? fetch(e.request)),
  );
});
`;

export function offline(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'fairyprint-offline',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle() {
      const svg = readFileSync(join(root, 'public/icon.svg'));
      for (const size of [192, 512])
        this.emitFile({
          type: 'asset',
          fileName: `icon-${size}.png`,
          source: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
        });
    },
    closeBundle() {
      const files = filesIn(outDir)
        .map((f) => relative(outDir, f).split('\\').join('/'))
        .filter((f) => f !== 'sw.js')
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
      // index.html is also the folder's own address ('./').
      const cached = ['./', ...files];
      writeFileSync(join(outDir, 'sw.js'), worker(`fairyprint-studio-${hash.digest('hex').slice(0, 16)}`, cached));
    },
  };
}
