import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode } from './totp.ts';

const rfcKey = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP (RFC 4226 appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i gives %s', (counter, code) => {
    expect(hotp(rfcKey, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  // The RFC lists 8-digit codes; the 6-digit codes apps show are their last six digits.
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i seconds the code ends in the RFC value', (seconds, rfcCode) => {
    const secret = base32Encode(rfcKey);
    expect(totpCode(secret, seconds * 1000)).toBe(rfcCode.slice(2));
  });

  it('accepts the code of the step before and after, and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const code = totpCode(secret, now);
    expect(matchTotp(secret, code, now)).toBe(now / 30_000);
    expect(matchTotp(secret, code, now + 30_000)).toBe(now / 30_000);
    expect(matchTotp(secret, code, now - 30_000)).toBe(now / 30_000);
    expect(matchTotp(secret, code, now + 60_000)).toBeNull();
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(now / 30_000);
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });
});

describe('base32 and the otpauth URI', () => {
  it('round-trips secrets, reading them in any case with spaces', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('names the issuer and account', () => {
    expect(otpauthUri('MZXW6YTBOI', 'ada@example.ng')).toBe(
      'otpauth://totp/Owo:ada%40example.ng?secret=MZXW6YTBOI&issuer=Owo&algorithm=SHA1&digits=6&period=30',
    );
  });
});
