/**
 * The two secrets-or-not of a booking: its reference (readable, not guessable, not secret) and
 * the token of its manage link (secret, mailed only, stored as a SHA-256 hash so a leaked
 * database opens no booking).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { newBookingReference, type BookingKind } from '@lakeside/contracts';

export function newReference(kind: BookingKind): string {
  return newBookingReference(kind, randomBytes);
}

/** A fresh manage-link token and the hash to store in its place. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash was stored; compares in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
