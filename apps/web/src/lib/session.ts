import { createContext, use, useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@pulso/contracts/site-pages';
import { storageKeys } from '../config/storage-keys.ts';
import { paths } from '../config/paths.ts';
import { currentPath, navigateTo } from './navigation.ts';

/**
 * The signed-in state: a product access token in local storage (spec §6: signed-in users are
 * identified by a stored access token). Issue 3 writes it after the identity-provider login.
 */

const listeners = new Set<() => void>();
/** Tells the session's subscribers that the stored session changed (token, user id or profile). */
export function notifySession(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to the stored session (this tab, and other tabs through storage events). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === storageKeys.token ||
      event.key === storageKeys.profile
    ) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  // The server renders without a session (it lives in the browser, spec §9).
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(storageKeys.token) || null;
}

/**
 * The account this tab last saw signed in: kept when its session ends (a sign-out in another tab
 * clears the storage), so that the path saved then goes back to that account only.
 */
let tabAccount: string | null = null;

export function isSignedIn(): boolean {
  const signedIn = getToken() !== null;
  if (signedIn) tabAccount = getUserId() ?? tabAccount;
  return signedIn;
}

/** The stored token, re-rendering when it changes (this tab or another one). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getToken, () => null);
}

/**
 * Whether the browser said it holds a session (the hint cookie, syncSignedInHint) when the server
 * rendered the page: the server renders with it, and the browser's first drawing (hydration)
 * does too, so that both draw the same header and `/`.
 */
export const SignedInHintContext = createContext(false);

/** The hint cookie as this document was asked for with it (read before syncSignedInHint). */
export function readSignedInHint(): boolean {
  return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

export function useIsSignedIn(): boolean {
  const hint = use(SignedInHintContext);
  return useSyncExternalStore(subscribeToSession, isSignedIn, () => hint);
}

export interface SessionData {
  token: string;
  userId?: string;
  profile?: unknown;
}

export function storeSession(data: SessionData): void {
  localStorage.setItem(storageKeys.token, data.token);
  if (data.userId !== undefined) localStorage.setItem(storageKeys.userId, data.userId);
  if (data.profile !== undefined)
    localStorage.setItem(storageKeys.profile, JSON.stringify(data.profile));
  syncSignedInHint();
  notifySession();
}

/** Spec §4 logout: token, profile, user id (and the registration token) and session storage. */
export function clearSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.profile);
  localStorage.removeItem(storageKeys.userId);
  localStorage.removeItem(storageKeys.regToken);
  sessionStorage.clear();
  syncSignedInHint();
  notifySession();
}

/**
 * Keeps the server's hint cookie in step with the stored session (a hint, not a credential):
 * with it, the server renders `/` and the signed-in pages' frame as a signed-in browser will
 * first draw them (SignedInHintContext, decision 067).
 */
export function syncSignedInHint(): void {
  const value = isSignedIn() ? '1' : '';
  const maxAge = value ? 400 * 24 * 3600 : 0;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

let loggingOut = false;

/** True while logout() is leaving the page: the login gate then stays quiet instead of redirecting. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/** Spec §4: logout clears the session, then navigates to `/` or the given path. */
export async function logout(to: string = paths.landing.href()): Promise<void> {
  loggingOut = true;
  // Signed out here, on purpose: a page asked for later is anyone's.
  tabAccount = null;
  try {
    clearSession();
    await navigateTo(to, { replace: true });
  } finally {
    loggingOut = false;
    notifySession();
  }
}

/** The identity-provider user id, sent with analytics events. */
export function getUserId(): string | null {
  return localStorage.getItem(storageKeys.userId) || null;
}

/**
 * Where to go after the next sign-in. Saved when this tab's session ended (expired, or signed out
 * elsewhere), it is that account's: another account signing in here goes home instead.
 */
export function saveRedirect(url: string): void {
  sessionStorage.setItem(storageKeys.redirect, url);
  if (tabAccount) sessionStorage.setItem(storageKeys.redirectFor, tabAccount);
  else sessionStorage.removeItem(storageKeys.redirectFor);
}

export function getSavedRedirect(): string | null {
  return sessionStorage.getItem(storageKeys.redirect);
}

/**
 * Spec §4: the saved redirect is used once after sign-in (the new session stored), then
 * forgotten; one saved for another account is only forgotten.
 */
export function takeSavedRedirect(): string | null {
  const value = getSavedRedirect();
  const owner = sessionStorage.getItem(storageKeys.redirectFor);
  sessionStorage.removeItem(storageKeys.redirect);
  sessionStorage.removeItem(storageKeys.redirectFor);
  return owner && owner !== getUserId() ? null : value;
}

/**
 * Spec §4/§7: any 401 or 403 logs the user out to /signin, saving the current path for after
 * sign-in — unless the user is already on /signin. Returns whether it acted.
 */
export function handleAuthFailure(): boolean {
  const here = currentPath();
  const signin = paths.signin.href();
  if (here === signin || here.startsWith(`${signin}?`) || here.startsWith(`${signin}/`))
    return false;
  clearSession();
  saveRedirect(here);
  void navigateTo(signin, { replace: true });
  return true;
}
