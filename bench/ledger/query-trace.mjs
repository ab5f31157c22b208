/*
 * Loaded into the server by `write-path.ts --trace` (node --import): counts and times every
 * statement node-postgres sends, by its text, to see what a request costs the database. SIGUSR2
 * writes what was counted so far and starts again (the benchmark sends it after the warm-up); the
 * process writes the rest as it exits, to TRACE_OUT: count, total ms, mean ms, statement.
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const stats = new Map();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : (config?.text ?? String(config));
  const key = text.replace(/\s+/g, ' ').slice(0, 160);
  const started = performance.now();
  const done = () => {
    const ms = performance.now() - started;
    const row = stats.get(key) ?? { count: 0, ms: 0 };
    row.count += 1;
    row.ms += ms;
    stats.set(key, row);
  };
  // Pool.query() passes a callback (as the last argument, values or not) and gets no promise.
  const wrap = (last) =>
    typeof last === 'function'
      ? (...answer) => {
          done();
          return last(...answer);
        }
      : last;
  const result = original.call(this, config, wrap(values), wrap(callback));
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};
const dump = () => {
  const rows = [...stats.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([text, row]) => `${row.count}\t${row.ms.toFixed(0)}\t${(row.ms / row.count).toFixed(2)}\t${text}`);
  writeFileSync(process.env.TRACE_OUT ?? '/tmp/wp/queries.tsv', `count\tms\tavg\ttext\n${rows.join('\n')}\n`);
};
process.on('SIGUSR2', () => {
  dump();
  stats.clear();
});
process.on('exit', dump);
