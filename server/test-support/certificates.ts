import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A config of its own, so the system's openssl.cnf adds no extensions of its own. */
const OPENSSL_CONFIG = '[req]\ndistinguished_name = dn\nprompt = no\n[dn]\n';

/**
 * A self-signed EC pair for `domains` (the first is its common name), made by openssl; base64 of each PEM, as the
 * console sends them, and the certificate's PEM.
 */
export function certificatePair(domains: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  try {
    const cert = join(dir, 'pair.crt');
    const key = join(dir, 'pair.key');
    const config = join(dir, 'openssl.cnf');
    writeFileSync(config, OPENSSL_CONFIG);
    const result = spawnSync('openssl', [
      'req',
      '-x509',
      '-config',
      config,
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '30',
      '-subj',
      `/CN=${domains[0]}`,
      '-addext',
      `subjectAltName=${domains.map((domain) => `DNS:${domain}`).join(',')}`,
    ]);
    if (result.status !== 0) throw new Error(String(result.stderr));
    const base64 = (file: string) => readFileSync(file).toString('base64');
    return { crt: base64(cert), key: base64(key), pem: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
