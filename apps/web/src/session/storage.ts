import { useMemo, useSyncExternalStore } from 'react';

/** Browser storage keys, exactly as the spec names them. */
export const storageKeys = {
  token: 'token',
  userId: 'userId',
  activeSubscriptionId: 'activeSubscriptionId',
  userCompanies: 'userCompanies',
  rowsPerPage: 'num-of-rows',
  user: 'user',
  activeCompanyId: 'activeCompanyId',
} as const;

export interface StoredCompany {
  _id: string;
  name: string;
}

/** The signed-in user, with the active company's name and home currency. */
export interface StoredUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  companyName?: string;
  currency?: string;
}

export interface Session {
  token: string | null;
  activeCompanyId: string | null;
  activeSubscriptionId: string | null;
}

const changeEvent = 'owo:session-change';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function readItem(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function readJson<T>(key: string, fallback: T): T {
  const raw = readItem(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Writes (or removes, for null) keys, then tells subscribed components once. */
export function writeItems(items: Record<string, string | null>): void {
  const store = storage();
  if (!store) return;
  for (const [key, value] of Object.entries(items)) {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  }
  window.dispatchEvent(new Event(changeEvent));
}

export function readSession(): Session {
  return {
    token: readItem(storageKeys.token),
    activeCompanyId: readItem(storageKeys.activeCompanyId),
    activeSubscriptionId: readItem(storageKeys.activeSubscriptionId),
  };
}

export function readUser(): StoredUser | null {
  return readJson<StoredUser | null>(storageKeys.user, null);
}

export function readCompanies(): StoredCompany[] {
  return readJson<StoredCompany[]>(storageKeys.userCompanies, []);
}

export const rowsPerPageOptions = [10, 20, 50, 100] as const;

function rowsFrom(raw: string | null): number {
  const rows = Number(raw);
  return Number.isInteger(rows) && rows > 0 ? rows : 10;
}

export function rowsPerPage(): number {
  return rowsFrom(readItem(storageKeys.rowsPerPage));
}

export function setRowsPerPage(rows: number): void {
  writeItems({ [storageKeys.rowsPerPage]: String(rows) });
}

/** Forgets everything about the signed-in user; num-of-rows is a preference and stays. */
export function clearSession(): void {
  writeItems({
    [storageKeys.token]: null,
    [storageKeys.userId]: null,
    [storageKeys.activeSubscriptionId]: null,
    [storageKeys.userCompanies]: null,
    [storageKeys.user]: null,
    [storageKeys.activeCompanyId]: null,
  });
}

function subscribe(onChange: () => void): () => void {
  // 'storage' fires when another tab signs in or out.
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Re-renders when a stored key changes; returns the raw string so React can compare it. */
function useStoredItem(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readItem(key),
    () => null,
  );
}

export function useStoredUser(): StoredUser | null {
  const raw = useStoredItem(storageKeys.user);
  return useMemo(() => (raw ? readUser() : null), [raw]);
}

export function useStoredCompanies(): StoredCompany[] {
  const raw = useStoredItem(storageKeys.userCompanies);
  return useMemo(() => (raw ? readCompanies() : []), [raw]);
}

/** Rows per page of every list, from num-of-rows; changing it re-renders every list. */
export function useRowsPerPage(): number {
  return rowsFrom(useStoredItem(storageKeys.rowsPerPage));
}

export function useActiveCompanyId(): string | null {
  return useStoredItem(storageKeys.activeCompanyId);
}
