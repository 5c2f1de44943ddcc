import { useSyncExternalStore } from 'react';
import type { GigyaLoginPayload } from '@pulso/contracts/identity';
import { paths } from '../../config/paths.ts';
import { currentPath } from '../../lib/navigation.ts';
import { getSavedRedirect } from '../../lib/session.ts';

/*
 * Which identity screen set (spec §2 popup 3) or identity popup is showing. Anything may open
 * one (the header, the landing page, /signin, the login gate); the app shell mounts the modals,
 * whose code is loaded on first use.
 */

/** The doctor-finder variant adds a header about the finder and a footer with support contacts. */
export type LoginVariant = 'default' | 'doctorFinder';

/** Registration auto-complete (spec §4): what the identity account already knows. */
export interface RegistrationPrefill {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  /** The identity login that found no product account (fallback when no fresh one is had). */
  login?: GigyaLoginPayload | undefined;
}

export type ScreenSetView =
  | { name: 'login'; variant: LoginVariant }
  | { name: 'register'; prefill?: RegistrationPrefill | undefined }
  | { name: 'forgotPassword' }
  | { name: 'resetPassword'; token: string }
  | { name: 'forgotEmail' }
  | { name: 'dentistWarning' };

/** A spec §8 alert: its translated title (`alerts.*` key) and the message that follows. */
export interface AlertState {
  titleKey: string;
  message?: string | undefined;
}

export interface ScreenSetState {
  view: ScreenSetView | null;
  alert: AlertState | null;
}

let state: ScreenSetState = { view: null, alert: null };
const listeners = new Set<() => void>();

function set(next: Partial<ScreenSetState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getScreenSetState(): ScreenSetState {
  return state;
}

export function useScreenSetState(): ScreenSetState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getScreenSetState,
    getScreenSetState,
  );
}

/** Shows a screen set or popup in place of the one showing (only one at a time). */
export function openScreenSet(view: ScreenSetView): void {
  set({ view });
}

export function closeScreenSet(): void {
  set({ view: null });
}

export function showAlert(alert: AlertState): void {
  set({ alert });
}

export function closeAlert(): void {
  set({ alert: null });
}

const doctorFinderPrefixes = [paths.doctorFinderLanding.href(), paths.docfinder.href()];

function isDoctorFinderPath(path: string | null): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return doctorFinderPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The login variant for where the user is: the doctor-finder pages, or /signin on the way to one
 * (the login gate saved a /docfinder URL), get the doctor-finder variant.
 */
export function loginVariantFor(path: string, savedRedirect: string | null): LoginVariant {
  if (isDoctorFinderPath(path)) return 'doctorFinder';
  const pathname = path.split(/[?#]/)[0];
  if (pathname === paths.signin.href() && isDoctorFinderPath(savedRedirect)) return 'doctorFinder';
  return 'default';
}

export function openLogin(variant?: LoginVariant): void {
  openScreenSet({
    name: 'login',
    variant: variant ?? loginVariantFor(currentPath(), getSavedRedirect()),
  });
}

export function openRegistration(prefill?: RegistrationPrefill): void {
  openScreenSet({ name: 'register', prefill });
}

/** Tests only. */
export function resetScreenSets(): void {
  state = { view: null, alert: null };
  for (const listener of listeners) listener();
}
