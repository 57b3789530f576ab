/** A worker thread that does one heavy job of the studio server and answers it (see jobs.ts). */
import { parentPort } from 'node:worker_threads';
import { InputError } from '../api/result.js';
import { kitFiles, kitLayout } from './api.js';
import type { Job, JobReply } from './jobs.js';

const port = parentPort!;

port.on('message', async (job: Job) => {
  let reply: JobReply;
  try {
    reply = { ok: true, value: job.kind === 'layout' ? await kitLayout(job.req) : await kitFiles(job.req, job.dir) };
  } catch (e) {
    const input = e instanceof InputError ? { location: e.location, path: e.path } : null;
    reply = { ok: false, message: (e as Error).message, input };
  }
  port.postMessage(reply);
});
