import { describe, expect, it } from 'vitest';
import { newImportId } from './bank.ts';

describe('an import id made in the browser', () => {
  it('is a UUIDv7 the server accepts, newer ids sorting after older ones', async () => {
    const first = newImportId();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = newImportId();
    for (const id of [first, second])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first < second).toBe(true);
    expect(Number.parseInt(first.replace('-', '').slice(0, 12), 16)).toBeLessThanOrEqual(Date.now());
  });
});
