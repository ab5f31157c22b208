import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A button that sends a request shows that it is waiting (issue 10): on a slow network a tired
 * cashier otherwise presses it again. Every screen that starts a request must show its pending
 * state somewhere: a `loading` button, a control disabled while `isPending`, or the dialog's own
 * wait (ConfirmDialog). A screen that calls `.mutate(` with none of these fails here.
 */

const sourceRoot = import.meta.dirname;

function screens(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : screens(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

const startsRequest = /\.mutate(Async)?\(/;
const showsWaiting = /\bloading=|isPending|\bbusy\b|openConfirmDialog\(/;

describe('pending states', () => {
  it('every screen that sends a request shows that it is waiting', () => {
    const silent = screens(sourceRoot)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return startsRequest.test(text) && !showsWaiting.test(text);
      })
      .map((file) => path.relative(sourceRoot, file));
    expect(silent).toEqual([]);
  });

  it('the check finds a screen that does not', () => {
    const text = 'const save = useSave(); return <Button onClick={() => save.mutate(values)}>Save</Button>;';
    expect(startsRequest.test(text) && !showsWaiting.test(text)).toBe(true);
  });
});
