import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * Google's side of "Sign in with Google", locally: a JWKS endpoint serving our public key, and a
 * signer for id tokens as Google would issue them. A second key pair that the JWKS does not list
 * forges tokens.
 */
export async function startGoogleStandIn(clientId: string) {
  const googleKeys = await generateKeyPair('RS256');
  const forgerKeys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(googleKeys.publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function idToken(
    claims: JWTPayload = {},
    options: { forged?: boolean; expiresIn?: string | number; audience?: string } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: 'ngozi.eze@gmail.com',
      email_verified: true,
      given_name: 'Ngozi',
      family_name: 'Eze',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setSubject(String(claims.sub ?? '109876543210987654321'))
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresIn ?? now + 3600)
      .sign(options.forged ? forgerKeys.privateKey : googleKeys.privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    idToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
