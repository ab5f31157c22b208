import { notifications, useNotifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export type ToastType = 'success' | 'error' | 'warn' | 'info';

export interface Toast {
  type: ToastType;
  msg: string;
  /** Milliseconds before it closes by itself. */
  duration?: number;
  /** Plain words for what did not happen ('Could not save the journal'); each type has a default. */
  title?: string;
  /** It explains the page change it comes with ('Kindly Log in again'): kept however long the move takes. */
  explainsMove?: boolean;
}

export const defaultToastDuration = 5000;

const looks: Record<ToastType, { color: string; title: string; icon: ReactNode }> = {
  success: { color: 'owo', title: 'Done', icon: <IconCheck size={18} /> },
  error: { color: 'red', title: 'That did not work', icon: <IconX size={18} /> },
  warn: { color: 'orange', title: 'Please check', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', title: 'Note', icon: <IconInfoCircle size={18} /> },
};

// Mantine shows higher priority first, so an ever-growing priority keeps the newest on top.
let sequence = 0;

/** When each open toast was shown, so a page change can tell old news from the news it brings. */
const shownAt = new Map<string, number>();

/** The open toasts by what they say: the same news twice at once is said once. */
const openByText = new Map<string, string>();

export function toast({ type, msg, duration = defaultToastDuration, title, explainsMove = false }: Toast): string {
  const text = `${type}\n${title ?? ''}\n${msg}`;
  const open = openByText.get(text);
  if (open) return open;
  sequence += 1;
  const look = looks[type];
  const id = notifications.show({
    title: title ?? look.title,
    message: msg,
    color: look.color,
    icon: look.icon,
    autoClose: duration,
    priority: sequence,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    withBorder: true,
    'data-toast-type': type,
    onClose: () => {
      shownAt.delete(id);
      openByText.delete(text);
    },
  });
  openByText.set(text, id);
  if (!explainsMove) shownAt.set(id, Date.now());
  return id;
}

/**
 * A toast shown this recently before a page change is that change's own news ('Journal created',
 * then the journal opens) and goes with the person; older ones belong to the page left behind.
 */
const NEWS_OF_THE_MOVE_MS = 1500;

function closeToastsOfThePageLeft(): void {
  const now = Date.now();
  for (const [id, time] of shownAt) {
    if (now - time > NEWS_OF_THE_MOVE_MS) {
      notifications.hide(id);
      shownAt.delete(id);
    }
  }
}

/**
 * A failed call's toast waits one turn of the event loop: a form that places the answer's field
 * messages beside its fields claims the failure first (claimToast) and the toast is dropped, so a
 * person's mistake is shown where it is fixed, not in a corner. A failure no form claims is toasted.
 */
const waiting = new WeakSet<object>();

export function toastUnlessClaimed(failure: object, details: Toast): void {
  waiting.add(failure);
  setTimeout(() => {
    if (waiting.delete(failure)) toast(details);
  }, 0);
}

/** True when the failure's toast was still waiting and is now the claimer's to show (or not). */
export function claimToast(failure: object): boolean {
  return waiting.delete(failure);
}

/**
 * Where toasts appear (mounted once, in root.tsx). The store holds what toast() shows; Mantine's
 * list that draws it (about 10 KB gzipped with its transitions) is downloaded when there is first
 * something to draw, since most pages never show a toast. If that download fails (the network
 * dropped), the next change to the toasts tries again; the page itself never breaks for it.
 */
export function Toaster() {
  const { notifications: shown, queue } = useNotifications();
  const [ToastList, setToastList] = useState<ComponentType | null>(null);
  const waiting = shown.length + queue.length;
  useEffect(() => {
    if (waiting === 0 || ToastList) return;
    let current = true;
    import('./ToastList.tsx').then(
      (module) => current && setToastList(() => module.default),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [waiting, ToastList]);
  return ToastList ? <ToastList /> : null;
}

/** Closes the toasts of the page left behind on every page change (mounted once, in root.tsx). */
export function CloseToastsOnPageChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    closeToastsOfThePageLeft();
  }, [pathname]);
  return null;
}
