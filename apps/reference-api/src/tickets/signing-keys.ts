import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** An event's Ed25519 key: the private one signs its tickets, the public one (raw, base64url) goes to doors. */
export interface EventKey {
  keyId: string;
  eventId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key in base64url, as the check-in kit gives it. */
  publicKeyRaw: string;
}

interface KeyRow {
  key_id: string;
  event_id: string;
  public_key: string;
  private_key: string;
}

/**
 * An event's first key id, derived from the event id: every replica that creates the key at the
 * same time names it alike, so `on conflict do nothing` keeps exactly one and all read that one.
 * Short because every ticket code carries it; 60 bits keep ids of different events apart.
 */
export const firstKeyId = (eventId: string) => createHash('sha256').update(`ticket-key\0${eventId}`).digest('base64url').slice(0, 10);

function toKey(row: KeyRow): EventKey {
  const privateKey = createPrivateKey({ key: Buffer.from(row.private_key, 'base64url'), format: 'der', type: 'pkcs8' });
  return { keyId: row.key_id, eventId: row.event_id, privateKey, publicKey: createPublicKey(privateKey), publicKeyRaw: row.public_key };
}

export interface SigningKeys {
  /** The key that signs the event's tickets, created on first need. */
  forEvent(eventId: string): Promise<EventKey>;
  /** The key a code names, if it exists and is the named event's. */
  byId(keyId: string, eventId: string): Promise<EventKey | undefined>;
}

async function readKey(db: Queryable, keyId: string): Promise<EventKey | undefined> {
  const { rows } = await db.query<KeyRow>('select key_id, event_id, public_key, private_key from ticket_signing_keys where key_id = $1', [keyId]);
  return rows[0] && toKey(rows[0]);
}

const caches = new WeakMap<Queryable, SigningKeys>();

/** The signing keys of `db`, kept in memory once read (keys never change once made). */
export function signingKeys(db: Queryable): SigningKeys {
  let keys = caches.get(db);
  if (keys) return keys;
  const byEvent = new Map<string, Promise<EventKey>>();
  const byKeyId = new Map<string, Promise<EventKey | undefined>>();

  const create = async (eventId: string): Promise<EventKey> => {
    const keyId = firstKeyId(eventId);
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'jwk' }).x!;
    await db.query(
      'insert into ticket_signing_keys (key_id, event_id, public_key, private_key) values ($1, $2, $3, $4) on conflict (key_id) do nothing',
      [keyId, eventId, raw, privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url')],
    );
    // Read in a statement of its own (one that started before another replica's insert committed
    // would not see it): a replica that lost the race reads the winner's key.
    const key = await readKey(db, keyId);
    if (key?.eventId !== eventId) throw new Error(`Signing key ${keyId} belongs to another event than ${eventId}.`);
    return key;
  };

  keys = {
    forEvent(eventId) {
      let key = byEvent.get(eventId);
      if (!key) {
        key = create(eventId);
        byEvent.set(eventId, key);
        // A failed attempt (the database away) is tried again next time.
        key.catch(() => byEvent.delete(eventId));
      }
      return key;
    },
    async byId(keyId, eventId) {
      let key = byKeyId.get(keyId);
      if (!key) {
        key = readKey(db, keyId);
        // Only a key that exists is remembered: one made later by another replica must be found then.
        key.then((k) => k ?? byKeyId.delete(keyId), () => byKeyId.delete(keyId));
        byKeyId.set(keyId, key);
      }
      const found = await key;
      return found?.eventId === eventId ? found : undefined;
    },
  };
  caches.set(db, keys);
  return keys;
}
