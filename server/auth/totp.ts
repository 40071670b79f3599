/**
 * TOTP for multi-factor sign-in (contract §3.4): RFC 6238 codes of 6 digits every 30 s with SHA-1, as
 * authenticator apps expect, accepting the neighbouring step either side for clock drift (hasura-auth's skew).
 * `otpauth` computes the codes; `qrcode` draws the enrolment URI for the app to scan.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** A new random secret, base32 as apps take it (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, label: string, issuer: string): TOTP =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

export function verifyTotp(secret: string, code: string): boolean {
  return /^\d{6}$/.test(code) && totp(secret, 'user', 'auth').validate({ token: code, window: 1 }) !== null;
}

/** The current code (tests and the bench play the authenticator app). */
export const currentTotp = (secret: string): string => totp(secret, 'user', 'auth').generate();

/** The `otpauth://` URI as a PNG data URL, the `imageUrl` the client shows. */
export function enrolmentImage(secret: string, label: string, issuer: string): Promise<string> {
  return QRCode.toDataURL(totp(secret, label, issuer).toString());
}
