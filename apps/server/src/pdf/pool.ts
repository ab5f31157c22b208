import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderJob } from './render-worker.ts';
import { type PooledTemplate, type PooledTemplates, pooledTemplates } from './templates.ts';

/*
 * PDFs rendered on worker threads: payslips, the sales documents and tax return forms (templates.ts). @react-pdf
 * lays a document out synchronously, some 20 ms of CPU a payslip or a short invoice: on the API's own thread, a run's payslips held every other request of the server
 * back for seconds, and used one core of the machine's two or more. Here each worker renders one
 * document at a time, jobs wait their turn in order on this thread, and the API's thread stays
 * free. Workers start on first use (a second or two, loading @react-pdf and the fonts), then stay,
 * since V8 needs some hundred renders to compile @react-pdf's code fully; an idle worker does not
 * keep the process alive. PDF_WORKERS=0 renders on the calling thread instead.
 *
 * Built, the worker is dist/render-worker.js beside dist/main.js (build.mjs); from source (tests,
 * `npm run dev`, the bench) it is render-worker.ts, loaded through tsx.
 */

interface Job extends RenderJob {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

const fromSource = import.meta.url.endsWith('.ts');

/** The built worker, or from source a worker that registers tsx (which Node 20 does not pass to workers) first. */
function newWorker(): Worker {
  if (!fromSource) return new Worker(new URL('./render-worker.js', import.meta.url));
  // tsx's module API, index.mjs beside the index.cjs that require finds.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const source = new URL('./render-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  return new Worker(bootstrap, { eval: true, env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig } });
}

let size = Math.min(availableParallelism(), 4);
const slots: Slot[] = [];
const queue: Job[] = [];
let lastId = 0;

/** How many workers render PDFs (PDF_WORKERS); 0 renders on the calling thread. */
export function setPdfWorkers(count: number): void {
  size = count;
}

/** Renders one of the pooled documents (templates.ts) on a worker thread. */
export function renderInWorker<Name extends PooledTemplate>(
  template: Name,
  ...args: Parameters<PooledTemplates[Name]>
): Promise<Buffer> {
  if (size === 0) return (pooledTemplates[template] as (...values: unknown[]) => Promise<Buffer>)(...args);
  return new Promise((resolve, reject) => {
    lastId += 1;
    queue.push({ id: lastId, template, args, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (queue.length > 0) {
    const slot = slots.find((one) => one.job === null) ?? (slots.length < size ? startWorker() : null);
    if (!slot) return;
    const job = queue.shift() as Job;
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, template: job.template, args: job.args } satisfies RenderJob);
  }
}

function startWorker(): Slot {
  const worker = newWorker();
  const slot: Slot = { worker, job: null };
  worker.on('message', (answer: RenderAnswer) => {
    const job = slot.job;
    slot.job = null;
    worker.unref();
    if (job && 'pdf' in answer)
      job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else if (job && 'error' in answer) job.reject(new Error(answer.error));
    dispatch();
  });
  const lost = (error: Error) => {
    slots.splice(slots.indexOf(slot), 1);
    slot.job?.reject(error);
    slot.job = null;
    dispatch();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => {
    if (slots.includes(slot)) lost(new Error(`The PDF worker stopped (exit code ${code})`));
  });
  slots.push(slot);
  return slot;
}
