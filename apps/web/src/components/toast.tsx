import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'warn' | 'info';

export interface Toast {
  type: ToastType;
  msg: string;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

export const defaultToastDuration = 5000;

const looks: Record<ToastType, { color: string; title: string; icon: ReactNode }> = {
  success: { color: 'owo', title: 'Done', icon: <IconCheck size={18} /> },
  error: { color: 'red', title: 'Something went wrong', icon: <IconX size={18} /> },
  warn: { color: 'orange', title: 'Please check', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', title: 'Note', icon: <IconInfoCircle size={18} /> },
};

// Mantine shows higher priority first, so an ever-growing priority keeps the newest on top.
let sequence = 0;

export function toast({ type, msg, duration = defaultToastDuration }: Toast): string {
  sequence += 1;
  const look = looks[type];
  return notifications.show({
    title: look.title,
    message: msg,
    color: look.color,
    icon: look.icon,
    autoClose: duration,
    priority: sequence,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    withBorder: true,
    'data-toast-type': type,
  });
}
