import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/*
 * The header's user button is drawn before the session is confirmed (spec 1 §4: auth status is
 * unknown until user info answers). With the name of the last signed-in user it is drawn at its
 * real size, so nothing moves when the user info arrives.
 */

export function readRememberedUserName(): string | null {
  return readStorage(STORAGE_KEYS.userName);
}

export function rememberUserName(name: string): void {
  if (readRememberedUserName() !== name) writeStorage(STORAGE_KEYS.userName, name);
}

export function forgetUserName(): void {
  removeStorage(STORAGE_KEYS.userName);
}
