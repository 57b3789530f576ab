/**
 * The worker thread that rasterises PNG pages (see png-pool.ts): jobs arrive in order and run one at a
 * time, so one page's strips are in memory at once; a job the caller has given up is skipped.
 */
import { parentPort } from 'node:worker_threads';
import { collectGarbage } from './memory.js';
import { rasterise } from './png.js';
import type { PoolReply, PoolRequest } from './png-pool.js';

// resvg (a native module) starts loading as the worker starts, before its first page arrives; should
// it fail, the first page says so.
import('@resvg/resvg-js').catch(() => undefined);

const port = parentPort!;
const dropped = new Set<number>();
let queue = Promise.resolve();

port.on('message', (request: PoolRequest) => {
  if (request.kind === 'drop') {
    for (const id of request.ids) dropped.add(id);
    // Answered in turn: after the page being drawn now, which may be one of them.
    const ack: PoolReply = { id: request.ack, acknowledged: true };
    queue = queue.then(() => port.postMessage(ack));
    return;
  }
  const { id, job } = request;
  queue = queue.then(async () => {
    if (dropped.delete(id)) return;
    let reply: PoolReply;
    try {
      const png = await rasterise(job);
      // A fresh copy owns its whole ArrayBuffer, which can then move to the caller without a copy.
      const data = new Uint8Array(png);
      reply = { id, png: data };
      port.postMessage(reply, [data.buffer]);
      return;
    } catch (e) {
      reply = { id, error: e instanceof Error ? e.message : String(e) };
    } finally {
      // What lived through the page (its PNG writer, zlib stream, filter buffers) is in the old
      // generation by now, which the strips' minor collections leave alone.
      collectGarbage('major');
    }
    port.postMessage(reply);
  });
});
