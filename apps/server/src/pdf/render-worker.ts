import { parentPort } from 'node:worker_threads';
import { type PooledTemplate, pooledTemplates } from './templates.ts';

/*
 * A PDF worker of the pool (pool.ts): renders one document at a time and answers its bytes, moved
 * (not copied) back to the API's thread. A failed render answers its message; the worker lives on.
 */

export interface RenderJob {
  id: number;
  template: PooledTemplate;
  args: unknown[];
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of pdf/pool.ts');

port.on('message', async (job: RenderJob) => {
  try {
    const render = pooledTemplates[job.template] as (...args: unknown[]) => Promise<Buffer>;
    const pdf = await render(...job.args);
    // Moved whole when the PDF owns its memory; a slice of Node's shared buffer pool is copied first.
    const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = owned ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
    port.postMessage({ id: job.id, pdf: bytes } satisfies RenderAnswer, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
