import type { Writable } from 'node:stream';

/** The reply's stream closed before the file was written: the client went away, or it failed. */
export class DownloadClosed extends Error {
  constructor() {
    super('The download was closed before the file was written');
  }
}

/**
 * Waits while the reply's stream holds more than it should: the file is read from the database no
 * faster than the client takes it, so a slow download holds a buffer, not the whole file.
 */
export async function roomIn(output: Writable): Promise<void> {
  if (output.destroyed) throw new DownloadClosed();
  if (!output.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new DownloadClosed());
    output.on('drain', onDrain);
    output.on('close', onClose);
  });
}

/** Writes a chunk, then waits for room before the next one. */
export async function writeChunk(output: Writable, chunk: string): Promise<void> {
  if (output.destroyed) throw new DownloadClosed();
  output.write(chunk);
  await roomIn(output);
}

/**
 * Work that ends by the reply's stream finishing (a zip's last bytes): refused if the stream closes
 * first, for then it would never finish.
 */
export function beforeClose<T>(output: Writable, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onClose = () => {
      if (!output.writableFinished) reject(new DownloadClosed());
    };
    output.once('close', onClose);
    work.then(resolve, reject).finally(() => output.off('close', onClose));
  });
}
