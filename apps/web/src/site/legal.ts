import privacySource from '../../content/pages/privacy-policy.md?raw';
import termsSource from '../../content/pages/term-of-use.md?raw';
import trademarksSource from '../../content/pages/trademarks.md?raw';
import { readDocument } from './documents.ts';

/** The legal pages, shared by the current and the previous design. */
export const privacyPolicy = readDocument('privacy-policy.md', privacySource);
export const termsOfUse = readDocument('term-of-use.md', termsSource);
export const trademarks = readDocument('trademarks.md', trademarksSource);
