/** The part of Jitsi's External API (https://<domain>/external_api.js) the meeting screen uses. */
export interface JitsiApi {
  addListener(event: string, listener: (payload: unknown) => void): void;
  dispose(): void;
}

export interface JitsiApiOptions {
  roomName: string;
  parentNode: HTMLElement;
  jwt?: string;
  width: string;
  height: string;
  lang: string;
  userInfo: { displayName: string };
}

export type JitsiApiConstructor = new (domain: string, options: JitsiApiOptions) => JitsiApi;

declare global {
  interface Window {
    JitsiMeetExternalAPI?: JitsiApiConstructor;
  }
}

/** A host name, with an optional port: what `JITSI_DOMAIN` holds (no scheme, no path). */
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

const loads = new Map<string, Promise<JitsiApiConstructor>>();

/**
 * Loads the deployment's own script once per domain, at run time (the server's policy allows that
 * domain only when JITSI_DOMAIN is configured). Rejects a domain that is not a host name.
 */
export function loadJitsiExternalApi(domain: string): Promise<JitsiApiConstructor> {
  if (!DOMAIN.test(domain)) return Promise.reject(new Error(`not a Jitsi domain: ${domain}`));
  const known = loads.get(domain);
  if (known) return known;
  const load = new Promise<JitsiApiConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://${domain}/external_api.js`;
    script.async = true;
    script.onload = () =>
      window.JitsiMeetExternalAPI
        ? resolve(window.JitsiMeetExternalAPI)
        : reject(new Error('JitsiMeetExternalAPI missing'));
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  });
  // A failed load may be tried again (the doctor's "try again").
  load.catch(() => loads.delete(domain));
  loads.set(domain, load);
  return load;
}

/** Jitsi's interface language for ours (its codes: es, esUS for Latin America, ptBR). */
export function jitsiLanguageOf(language: 'es' | 'es-MX' | 'pt-br'): string {
  return language === 'pt-br' ? 'ptBR' : 'esUS';
}
