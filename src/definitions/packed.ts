/**
 * A definition's text packed into one line of URL-safe text, for a game record's [VariantDefinition]
 * tag and the studio's share links: its UTF-8 bytes DEFLATE-compressed (raw, RFC 1951) and written in
 * base64url (RFC 4648 §5, no padding). docs/game-records.md describes it.
 */
import { deflateSync, Inflate } from 'fflate';
import { InputError } from '../errors.js';
import { MAX_DEFINITION_BYTES } from './limits.js';

export function packDefinition(text: string): string {
  const packed = deflateSync(new TextEncoder().encode(text), { level: 9 });
  let binary = '';
  for (const byte of packed) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text packed; bad text, or more than a definition's limit once unpacked, is an InputError. */
export function unpackDefinition(token: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(token)) throw new InputError('a packed definition is base64url text (A-Z a-z 0-9 - _)');
  const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    chunks.push(chunk);
  });
  // Fed a little at a time, so that a small token that unpacks to gigabytes is stopped at the limit.
  const STEP = 1024;
  try {
    for (let at = 0; at < bytes.length; at += STEP) {
      inflate.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
      if (size > MAX_DEFINITION_BYTES)
        throw new InputError(`the packed definition unpacks to more than ${MAX_DEFINITION_BYTES} bytes, the limit`);
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError('the packed definition is not DEFLATE data, or is cut short');
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(all);
  } catch {
    throw new InputError('the packed definition is not UTF-8 text');
  }
}
