import { useMatches } from '@mantine/core';

/** Below Mantine's sm breakpoint (48em): lists drop their secondary columns, forms stack their lines. */
export function usePhone(): boolean {
  return useMatches({ base: true, sm: false });
}

/** The same question outside React, when a dialog opens: full screen below the sm breakpoint. */
export function isPhone(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 48em)').matches;
}
