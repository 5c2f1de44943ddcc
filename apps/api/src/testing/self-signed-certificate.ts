import { execFileSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSignedCertificate {
  key: Buffer;
  cert: Buffer;
  /**
   * The base64 SHA-256 of the certificate's public key: Chromium's
   * `--ignore-certificate-errors-spki-list` trusts exactly this key.
   */
  spkiHash: string;
}

/**
 * A P-256 certificate made by openssl (Debian's, on every machine here) for `localhost`, its
 * subdomains (the country sites, `website-br.localhost`) and 127.0.0.1, valid for a day: for test
 * peers and benchmarks that speak real TLS.
 */
export function selfSignedCertificate(): SelfSignedCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'pulso-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key, cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
