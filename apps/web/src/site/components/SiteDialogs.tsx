import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';

export type SiteDialogName = 'waitlist' | 'demo';

interface SiteDialogsValue {
  open: (name: SiteDialogName) => void;
  /** Starts loading a dialog's code, e.g. when the pointer reaches its button. */
  preload: (name: SiteDialogName) => void;
}

const SiteDialogsContext = createContext<SiteDialogsValue | null>(null);

// The dialogs (forms, validation, lookups) load only when someone reaches for them, so reading
// the site costs none of their weight.
const loaders = {
  waitlist: () => import('./WaitlistDialog.tsx'),
  demo: () => import('./TryDemoDialog.tsx'),
};
const WaitlistDialog = lazy(loaders.waitlist);
const TryDemoDialog = lazy(loaders.demo);

/** Holds the Join waitlist and Try demo dialogs for every public page. */
export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<SiteDialogName | null>(null);
  // Once mounted a dialog stays mounted, so closing it on step 1 keeps what was typed.
  const [mounted, setMounted] = useState<ReadonlySet<SiteDialogName>>(new Set());

  const open = useCallback((name: SiteDialogName) => {
    setMounted((current) => (current.has(name) ? current : new Set(current).add(name)));
    setOpened(name);
  }, []);
  const preload = useCallback((name: SiteDialogName) => {
    void loaders[name]().catch(() => undefined);
  }, []);
  const close = useCallback(() => setOpened(null), []);
  const value = useMemo(() => ({ open, preload }), [open, preload]);

  return (
    <SiteDialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {mounted.has('waitlist') ? <WaitlistDialog opened={opened === 'waitlist'} onClose={close} /> : null}
        {mounted.has('demo') ? <TryDemoDialog opened={opened === 'demo'} onClose={close} /> : null}
      </Suspense>
    </SiteDialogsContext.Provider>
  );
}

export function useSiteDialogs(): SiteDialogsValue {
  const value = useContext(SiteDialogsContext);
  if (!value) throw new Error('useSiteDialogs needs a SiteDialogsProvider');
  return value;
}

/** Props for a button that opens one of the dialogs: opens on click, loads on approach. */
export function useDialogTrigger(name: SiteDialogName) {
  const { open, preload } = useSiteDialogs();
  return {
    onClick: () => open(name),
    onPointerEnter: () => preload(name),
    onFocus: () => preload(name),
    onTouchStart: () => preload(name),
    'aria-haspopup': 'dialog' as const,
  };
}
