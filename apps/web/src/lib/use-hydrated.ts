import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until the page's scripts have taken it over. A prerendered
 * form's submit button is disabled until then: clicked earlier, the browser would submit the form
 * itself, as a GET that puts the password in the address (seen in a browser test under load).
 * Typing before then is kept: the fields are uncontrolled.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
