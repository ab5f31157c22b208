import { useMatches } from '@mantine/core';

/** Below Mantine's sm breakpoint (48em): lists drop their secondary columns, forms stack their lines. */
export function usePhone(): boolean {
  return useMatches({ base: true, sm: false });
}
