import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Google's public keys for Firebase ID tokens (securetoken). */
export const SECURETOKEN_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** Staff: the token carries the `admin: true` custom claim (set only through the Admin API). */
  admin: boolean;
}

export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

/** The signing keys could not be fetched: nothing is known about the token yet, so try again later. */
export class KeysUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The keys that verify sign-in tokens cannot be fetched right now.', { cause });
    this.name = 'KeysUnavailableError';
  }
}

/**
 * The key source, with every failure to get the key list (no connection, a timeout, a non-200
 * answer, a list that is not JSON) told apart from a list that has no key for the token.
 */
function keysOrUnavailable(keys: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWKSMultipleMatchingKeys) throw error;
      throw new KeysUnavailableError(error);
    }
  };
}

export interface TokenVerifierOptions {
  projectId: string;
  /**
   * Accept the Auth emulator's unsigned (`alg: none`) tokens instead of RS256 ones. Only with the
   * development switch (config.ts), which is refused beside any sign of production.
   */
  emulator: boolean;
  /** Key source for RS256 tokens; defaults to Google's securetoken JWKS. Tests inject a local one. */
  keys?: JWTVerifyGetKey;
  /** Allowed clock skew in seconds. */
  clockToleranceSec?: number;
  now?: () => number;
}

export type VerifyIdToken = (token: string) => Promise<AuthUser>;

/** Most verified tokens remembered at once; a client reuses its token for up to an hour. */
const REMEMBERED_TOKENS = 10_000;

/**
 * Verifies Firebase ID tokens: iss, aud, sub, exp, iat and auth_time, and RS256 outside the emulator.
 * A token that passed is remembered until it expires, so each request after a client's first
 * costs a lookup and an expiry check instead of decoding and verifying again.
 */
export function createIdTokenVerifier(options: TokenVerifierOptions): VerifyIdToken {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const tolerance = options.clockToleranceSec ?? 5;
  const nowSec = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  let keys = options.keys && keysOrUnavailable(options.keys);

  const checkClaims = (payload: JWTPayload): { user: AuthUser; exp: number } => {
    const now = nowSec();
    if (payload.iss !== issuer) throw new TokenError(`The token was issued by ${String(payload.iss)}, not ${issuer}.`);
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (aud.length !== 1 || aud[0] !== options.projectId) throw new TokenError(`The token is for another project, not ${options.projectId}.`);
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) throw new TokenError('The token has no valid subject.');
    if (typeof payload.exp !== 'number' || payload.exp <= now - tolerance) throw new TokenError('The token has expired; refresh it and try again.');
    if (typeof payload.iat !== 'number' || payload.iat > now + tolerance) throw new TokenError('The token was issued in the future.');
    const authTime = payload.auth_time;
    if (typeof authTime !== 'number' || authTime > now + tolerance) throw new TokenError('The token has no valid auth_time.');
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    const user = { uid: payload.sub, email, emailVerified: payload.email_verified === true, name: typeof payload.name === 'string' ? payload.name : null, admin: payload.admin === true };
    return { user, exp: payload.exp };
  };

  const verified = new Map<string, { user: AuthUser; exp: number }>();
  const verify = async (token: string): Promise<AuthUser> => {
    const known = verified.get(token);
    if (known) {
      if (known.exp > nowSec() - tolerance) return known.user;
      verified.delete(token);
      throw new TokenError('The token has expired; refresh it and try again.');
    }
    const fresh = await verifyAnew(token);
    // Full: forget the oldest (a Map keeps insertion order).
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, fresh);
    return fresh.user;
  };

  const verifyAnew = async (token: string): Promise<{ user: AuthUser; exp: number }> => {
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token) || token.length > 8192) {
      throw new TokenError('The bearer token is not a JWT.');
    }
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new TokenError('The bearer token is not a JWT.');
    }
    if (options.emulator) {
      if (header.alg !== 'none') throw new TokenError('Only Auth emulator tokens are accepted by this development server.');
      let payload: JWTPayload;
      try {
        payload = decodeJwt(token);
      } catch {
        throw new TokenError('The bearer token is not a JWT.');
      }
      return checkClaims(payload);
    }
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw new TokenError('The token is not signed with RS256.');
    keys ??= keysOrUnavailable(createRemoteJWKSet(new URL(SECURETOKEN_JWKS_URL)));
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer,
        audience: options.projectId,
        clockTolerance: tolerance,
        currentDate: new Date(nowSec() * 1000),
      });
      return checkClaims(payload);
    } catch (error) {
      if (error instanceof TokenError || error instanceof KeysUnavailableError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('The token has expired; refresh it and try again.');
      if (error instanceof joseErrors.JWTClaimValidationFailed) throw new TokenError(`The token's "${error.claim}" claim is not valid (${error.reason}).`);
      if (error instanceof joseErrors.JOSEError) throw new TokenError(`The token could not be verified (${error.code}).`);
      throw error;
    }
  };
  return verify;
}
