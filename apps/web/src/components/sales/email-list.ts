const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses typed, separated by commas, semicolons or spaces: the list, and the first that is not an email. */
export function emailList(text: string): { emails: string[]; wrong: string | null } {
  const emails = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return { emails, wrong: emails.find((email) => !EMAIL.test(email)) ?? null };
}

/** A customer's email as the API may give it: one address, a list, or none. */
export function emailsOf(email: string | readonly string[] | null | undefined): string[] {
  if (!email) return [];
  return typeof email === 'string' ? emailList(email).emails : [...email];
}
