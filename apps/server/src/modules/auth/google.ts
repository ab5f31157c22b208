import { newId, users } from '@owo/db';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { Invalid, Unauthorized } from '../../errors.ts';
import {
  type AuthDeps,
  type ClientInfo,
  findUserByEmail,
  proveEmail,
  signInOrChallenge,
  startSession,
} from './auth.service.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** jose caches Google's keys per key set; one set per JWKS URL keeps that cache across requests. */
function keySetFor(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Checks signature, audience, issuer, expiry and that Google verified the email. */
export async function verifyGoogleIdToken(deps: AuthDeps, idToken: string): Promise<GoogleIdentity> {
  const clientId = deps.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new Invalid('Google sign-in is not set up on this server');
  try {
    const { payload } = await jwtVerify(idToken, keySetFor(deps.config.GOOGLE_JWKS_URL), {
      audience: clientId,
      issuer: GOOGLE_ISSUERS,
    });
    if (typeof payload.email !== 'string' || payload.email_verified !== true || !payload.sub) {
      throw new Unauthorized('Your Google account email is not verified');
    }
    const givenName = typeof payload.given_name === 'string' ? payload.given_name : payload.email.split('@')[0];
    return {
      subject: payload.sub,
      email: payload.email.toLowerCase(),
      firstName: givenName ?? 'Owo user',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  } catch (error) {
    if (error instanceof Unauthorized) throw error;
    const expired = error instanceof joseErrors.JWTExpired;
    throw new Unauthorized(
      expired ? 'Your Google sign-in has expired. Try again.' : 'Google sign-in could not be verified',
    );
  }
}

/**
 * Signs in with Google: links an existing account by email, or creates a verified one. Google has
 * verified the address, so an account still waiting for its code becomes this person's: what
 * whoever signed up with it had set (password, sessions, names) is discarded (`proveEmail`).
 */
export async function googleAuthentication(deps: AuthDeps, idToken: string, client: ClientInfo) {
  const identity = await verifyGoogleIdToken(deps, idToken);
  return deps.db.transaction(async (tx) => {
    const [bySubject] = await tx.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
    const existing = bySubject ?? (await findUserByEmail(tx, identity.email));
    if (existing) {
      const names = existing.emailVerifiedAt
        ? {}
        : { firstName: identity.firstName, lastName: identity.lastName, phoneNumber: null };
      const linked = await proveEmail(tx, existing, { googleSubject: identity.subject, ...names });
      return signInOrChallenge(tx, deps.config, linked, client);
    }
    const [created] = await tx
      .insert(users)
      .values({
        id: newId(),
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        googleSubject: identity.subject,
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    return startSession(tx, deps.config, created, client);
  });
}
