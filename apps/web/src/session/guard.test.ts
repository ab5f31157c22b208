import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard.ts';
import type { Session } from './storage.ts';

const signedOut: Session = { token: null, activeCompanyId: null, activeSubscriptionId: null };
const noCompany: Session = { ...signedOut, token: 't' };
const noSubscription: Session = { ...noCompany, activeCompanyId: 'c' };
const subscribed: Session = { ...noSubscription, activeSubscriptionId: 's' };
const sessions = { signedOut, noCompany, noSubscription, subscribed };

describe('the route guard (spec section 4)', () => {
  it.each([
    ['/', 'signedOut', null],
    ['/new-page', 'signedOut', null],
    ['/about', 'signedOut', null],
    ['/features/invoicing', 'signedOut', null],
    ['/blog/paye-bands-2026', 'signedOut', null],
    ['/old-page/faqs', 'signedOut', null],
    ['/faqs', 'noSubscription', null],
    ['/auth/signin', 'signedOut', null],
    ['/auth/signup/', 'signedOut', null],
    ['/auth/setup-business', 'signedOut', '/auth/signin'],
    ['/dashboard', 'signedOut', '/auth/signin'],
    ['/sales/invoice', 'signedOut', '/auth/signin'],
    ['/dashboard', 'noCompany', '/auth/select-company'],
    ['/auth/setup-business', 'noCompany', null],
    ['/dashboard', 'noSubscription', '/settings/subscription'],
    ['/settings/subscription', 'noSubscription', null],
    ['/', 'noSubscription', null],
    ['/auth/signin', 'noSubscription', null],
    ['/dashboard', 'subscribed', null],
    ['/accounting/coa', 'subscribed', null],
  ] as const)('%s when %s goes to %s', (path, session, expected) => {
    expect(guardRedirect(path, sessions[session])).toBe(expected);
  });
});
