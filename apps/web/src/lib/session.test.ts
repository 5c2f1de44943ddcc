import { beforeEach, describe, expect, it, vi } from 'vitest';

/** session.ts afresh: its memory of the tab's account starts empty, as in a new tab. */
const freshSession = async () => {
  vi.resetModules();
  return import('./session.ts');
};

describe('the path saved for after sign-in (spec §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('takes a visitor who was not signed in to the page they asked for, whoever signs in', async () => {
    const session = await freshSession();
    session.saveRedirect('/novedades?page=2');
    session.storeSession({ token: 't-b', userId: 'uid-b' });
    expect(session.takeSavedRedirect()).toBe('/novedades?page=2');
    expect(session.takeSavedRedirect()).toBeNull();
  });

  /** A tab signed in as `uid-a` whose session ends in another tab, on /editar-registro. */
  async function endedElsewhere() {
    const session = await freshSession();
    session.storeSession({ token: 't-a', userId: 'uid-a' });
    expect(session.isSignedIn()).toBe(true);
    // Signed out in another tab: the storage is cleared under this one, which saves its path.
    localStorage.clear();
    expect(session.isSignedIn()).toBe(false);
    session.saveRedirect('/editar-registro');
    return session;
  }

  it('takes the account whose session ended back to where it was', async () => {
    const session = await endedElsewhere();
    session.storeSession({ token: 't-a2', userId: 'uid-a' });
    expect(session.takeSavedRedirect()).toBe('/editar-registro');
  });

  it('takes another account signing in on that tab home, not to the path of the one before', async () => {
    const session = await endedElsewhere();
    session.storeSession({ token: 't-b', userId: 'uid-b' });
    expect(session.takeSavedRedirect()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
