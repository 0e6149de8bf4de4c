// ALTCHA's SHA key derivation, on @noble/hashes rather than WebCrypto: crypto.subtle exists only
// in secure contexts (a site served over plain http away from localhost has none), and a
// synchronous hash is several times faster than an awaited digest for inputs this small. It
// derives exactly what altcha-lib's own `algorithms/sha` does on the API.
import { sha256 } from '@noble/hashes/sha2.js';
import type { DeriveKeyFunction } from 'altcha-lib/types';

export const deriveKey: DeriveKeyFunction = (parameters, salt, password) => {
  const input = new Uint8Array(salt.length + password.length);
  input.set(salt);
  input.set(password, salt.length);
  let key = sha256(input);
  for (let round = 1; round < Math.max(1, parameters.cost); round += 1) key = sha256(key);
  return Promise.resolve({ derivedKey: key.slice(0, parameters.keyLength) });
};
