import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimToast, toast, toastUnlessClaimed } from './toast.tsx';

describe('a failed call’s toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is dropped when a form claims the failure to show it beside its fields', () => {
    vi.useFakeTimers();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const failure = new Error('Account is not valid.');
    toastUnlessClaimed(failure, { type: 'error', msg: failure.message });
    expect(claimToast(failure)).toBe(true);
    vi.runAllTimers();
    expect(show).not.toHaveBeenCalled();
  });

  it('is shown when no form claims it, and cannot be claimed afterwards', () => {
    vi.useFakeTimers();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const failure = new Error('The server is busy');
    toastUnlessClaimed(failure, { type: 'error', msg: failure.message, title: 'Could not save the journal' });
    vi.runAllTimers();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Could not save the journal', message: 'The server is busy' }),
    );
    expect(claimToast(failure)).toBe(false);
  });
});

describe('the same toast twice at once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is shown once while it is open, and again once it has closed', () => {
    const shown: Array<{ id: string; onClose: () => void }> = [];
    vi.spyOn(notifications, 'show').mockImplementation((options) => {
      const id = `toast-${shown.length}`;
      shown.push({ id, onClose: () => options.onClose?.({ ...options, id }) });
      return id;
    });
    const message = { type: 'error', msg: 'Owo could not be reached. Check your connection and try again.' } as const;
    const first = toast(message);
    expect(toast(message)).toBe(first);
    expect(toast({ ...message, type: 'warn' })).not.toBe(first);
    expect(shown).toHaveLength(2);
    shown[0]?.onClose();
    expect(toast(message)).not.toBe(first);
    expect(shown).toHaveLength(3);
  });
});
