import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../../config/storage-keys.ts';
import { notifySession, subscribeToSession } from '../../../lib/session.ts';

/*
 * The signed-in user's profile as stored with the session (spec §4), read by the shell (the
 * header's name, the speaker-training gate) without the registration rules.
 */

/**
 * The part of the stored profile the app shell needs (the full profile of contracts users.ts is
 * stored; it is read loosely here so the shell does not carry the registration rules).
 */
export interface StoredProfile {
  canAcessSpeakTraining?: boolean;
  name?: string;
  firstName?: string;
  lastName?: string;
  [key: string]: unknown;
}

/** Checked by hand: zod stays off the first page's script (issue 11). */
function isStoredProfile(value: unknown): value is StoredProfile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const profile = value as Record<string, unknown>;
  const optional = (key: string, type: 'boolean' | 'string') =>
    profile[key] === undefined || typeof profile[key] === type;
  return (
    optional('canAcessSpeakTraining', 'boolean') &&
    optional('name', 'string') &&
    optional('firstName', 'string') &&
    optional('lastName', 'string')
  );
}

let cachedRaw: string | null = null;
let cachedProfile: StoredProfile | null = null;

export function getStoredProfile(): StoredProfile | null {
  const raw = localStorage.getItem(storageKeys.profile);
  if (raw === cachedRaw) return cachedProfile;
  cachedRaw = raw;
  cachedProfile = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cachedProfile = isStoredProfile(parsed) ? parsed : null;
    } catch {
      cachedProfile = null;
    }
  }
  return cachedProfile;
}

/** Replaces the stored profile (after a refresh or an edit) and tells the subscribers. */
export function setStoredProfile(profile: unknown): void {
  localStorage.setItem(storageKeys.profile, JSON.stringify(profile));
  notifySession();
}

/** The name the header shows for a profile: its `name`, else first and last name. */
export function displayName(profile: StoredProfile | null): string | undefined {
  if (!profile) return undefined;
  const full = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return profile.name || full || undefined;
}

/** The stored profile, re-rendering when it changes. */
export function useStoredProfile(): StoredProfile | null {
  return useSyncExternalStore(subscribeToSession, getStoredProfile, () => null);
}
