import { useHotkeys } from '@mantine/hooks';
import type { RefObject } from 'react';

/**
 * Ctrl+S (Cmd+S on a Mac) saves the form instead of opening the browser's "save page" dialog,
 * while typing in a field too. It submits the form as its own submit button would, so the same
 * checks and the same save run. When a dialog is open above the page (an account dialog, the
 * search), only a form inside that dialog answers: the page's form underneath stays as it is.
 */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, enabled = true): void {
  useHotkeys(
    [
      [
        'mod+S',
        (event) => {
          event.preventDefault();
          const element = form.current;
          if (!enabled || !element?.isConnected || isUnderADialog(element)) return;
          element.requestSubmit();
        },
        { preventDefault: true },
      ],
    ],
    // Saving is most wanted while typing: no field ignores it.
    [],
  );
}

/** True when an open dialog other than the form's own covers the page. */
function isUnderADialog(form: HTMLFormElement): boolean {
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]'));
  const top = dialogs.at(-1);
  return top !== undefined && !top.contains(form);
}
