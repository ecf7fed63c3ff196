import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import type { CertificateInfo } from '../../../src/contract/operator/security.ts';
import type { KeyPair, TlsConfiguration } from '../../../src/contract/operator/security-settings.ts';
import { ConsoleError } from '../../http/errors.ts';
import type { SecretResource } from '../kube-types.ts';
import { tenantSecret } from '../tenant-secrets.ts';

/*
 * A tenant's own certificates as MinIO Operator takes them: each key pair in a `kubernetes.io/tls` secret (tls.crt,
 * tls.key), each CA in an Opaque secret (public.crt), all named in the Tenant's spec.
 */

export const TLS_SECRET_TYPE = 'kubernetes.io/tls';
const CA_SECRET_TYPE = 'Opaque';
export const CA_KEY = 'public.crt';

export interface SecretRef {
  name: string;
  type: string;
}

/** The Tenant fields that name its certificates' secrets. */
export interface CertificateRefs {
  externalCertSecret: SecretRef[];
  externalClientCertSecrets: SecretRef[];
  externalCaCertSecret: SecretRef[];
}

const invalid = (detail: string) => new ConsoleError(400, 'Invalid request', detail);
const pemText = (encoded: string) => Buffer.from(encoded, 'base64').toString('utf8');

function parsedCertificate(pem: string, what: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw invalid(`The ${what} is not a certificate that can be read`);
  }
}

/** The pair's PEM texts, once the key is known to be the certificate's own. */
function checkedPair(pair: KeyPair, what: string) {
  const crt = pemText(pair.crt);
  const key = pemText(pair.key);
  const certificate = parsedCertificate(crt, `certificate of ${what}`);
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw invalid(`The private key of ${what} cannot be read (an encrypted key is not taken)`);
  }
  if (!certificate.checkPrivateKey(privateKey))
    throw invalid(`The private key of ${what} is not the certificate's`);
  return { crt, key, certificate };
}

/** A name of the certificate's own, so that adding the same certificate twice names the same secret. */
const fingerprintOf = (certificate: X509Certificate) =>
  createHash('sha256').update(certificate.raw).digest('hex').slice(0, 10);

/** The secrets of the certificates given, and the references the Tenant gets for them. */
export function certificateSecrets(namespace: string, tenant: string, tls: TlsConfiguration) {
  const secrets: SecretResource[] = [];
  const refs: CertificateRefs = {
    externalCertSecret: [],
    externalClientCertSecrets: [],
    externalCaCertSecret: [],
  };
  const addPairs = (pairs: KeyPair[] | undefined, role: string, list: SecretRef[]) => {
    for (const [index, pair] of (pairs ?? []).entries()) {
      const { crt, key, certificate } = checkedPair(pair, `${role} pair ${index + 1}`);
      const name = `${tenant}-${role}-${fingerprintOf(certificate)}`;
      secrets.push(
        tenantSecret(namespace, tenant, name, { 'tls.crt': crt, 'tls.key': key }, TLS_SECRET_TYPE),
      );
      list.push({ name, type: TLS_SECRET_TYPE });
    }
  };
  addPairs(tls.minioServerCertificates, 'tls', refs.externalCertSecret);
  addPairs(tls.minioClientCertificates, 'client-tls', refs.externalClientCertSecrets);
  for (const [index, encoded] of (tls.minioCAsCertificates ?? []).entries()) {
    const crt = pemText(encoded);
    const name = `${tenant}-ca-${fingerprintOf(parsedCertificate(crt, `CA certificate ${index + 1}`))}`;
    secrets.push(tenantSecret(namespace, tenant, name, { [CA_KEY]: crt }, CA_SECRET_TYPE));
    refs.externalCaCertSecret.push({ name, type: CA_SECRET_TYPE });
  }
  const names = secrets.map((secret) => secret.metadata.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw invalid(`The same certificate is given twice (${repeated})`);
  return { secrets, refs };
}

/** The DNS names a certificate is for: its subject alternative names, else its common name. */
function domainsOf(certificate: X509Certificate): string[] {
  const names = (certificate.subjectAltName ?? '')
    .split(', ')
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4));
  if (names.length > 0) return names;
  const commonName = /^CN=(.*)$/m.exec(certificate.subject)?.[1];
  return commonName ? [commonName] : [];
}

/** What the security answer says of the first certificate in `pem`, kept in the secret `name`. */
export function certificateInfo(name: string, pem: string): CertificateInfo {
  try {
    const certificate = new X509Certificate(pem);
    return {
      name,
      serialNumber: certificate.serialNumber,
      domains: domainsOf(certificate),
      expiry: new Date(certificate.validTo).toISOString(),
    };
  } catch {
    return { name, serialNumber: '', domains: [], expiry: '' };
  }
}
