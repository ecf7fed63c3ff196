import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files of a local cluster's trust: its CA, the API's serving pair, the admin's client pair, the token key. */
export interface ClusterPki {
  caFile: string;
  caKeyFile: string;
  servingCertFile: string;
  servingKeyFile: string;
  adminCertFile: string;
  adminKeyFile: string;
  /** Signs service-account tokens; its public half verifies them. */
  serviceAccountKeyFile: string;
  serviceAccountPublicKeyFile: string;
}

const DAYS = '3650';
/** A config of its own, so the system's openssl.cnf adds no extensions of its own. */
const OPENSSL_CONFIG = '[req]\ndistinguished_name = dn\nprompt = no\n[dn]\n';
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function openssl(args: string[]): void {
  const result = spawnSync('openssl', args, { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr || result.error}`);
}

interface Certificate {
  cert: string;
  key: string;
  subject: string;
  extensions: string[];
  /** The CA that signs it; none: self-signed. */
  signer?: { cert: string; key: string };
}

/** A new key pair and its certificate, in one openssl call. */
function certificate(config: string, { cert, key, subject, extensions, signer }: Certificate): void {
  const signing = signer ? ['-CA', signer.cert, '-CAkey', signer.key] : [];
  const added = extensions.flatMap((extension) => ['-addext', extension]);
  openssl([
    'req',
    '-x509',
    '-config',
    config,
    ...EC_KEY,
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    DAYS,
    '-subj',
    subject,
    ...signing,
    ...added,
  ]);
}

/**
 * The cluster's keys and certificates in `dir`, made with openssl the first time and kept after, so a cluster
 * whose data is kept (npm start) keeps trusting the tokens it minted.
 */
export function ensurePki(dir: string): ClusterPki {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pki: ClusterPki = {
    caFile: join(dir, 'ca.crt'),
    caKeyFile: join(dir, 'ca.key'),
    servingCertFile: join(dir, 'apiserver.crt'),
    servingKeyFile: join(dir, 'apiserver.key'),
    adminCertFile: join(dir, 'admin.crt'),
    adminKeyFile: join(dir, 'admin.key'),
    serviceAccountKeyFile: join(dir, 'service-account.key'),
    serviceAccountPublicKeyFile: join(dir, 'service-account.pub'),
  };
  if (Object.values(pki).every((file) => existsSync(file))) return pki;
  const config = join(dir, 'openssl.cnf');
  writeFileSync(config, OPENSSL_CONFIG);
  const signer = { cert: pki.caFile, key: pki.caKeyFile };
  certificate(config, {
    ...signer,
    subject: '/CN=local-kubernetes-ca',
    extensions: ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign'],
  });
  certificate(config, {
    cert: pki.servingCertFile,
    key: pki.servingKeyFile,
    subject: '/CN=kube-apiserver',
    extensions: [
      'subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:kubernetes,DNS:kubernetes.default.svc',
      'extendedKeyUsage=serverAuth',
      'basicConstraints=critical,CA:FALSE',
    ],
    signer,
  });
  // system:masters is the group Kubernetes grants everything without RBAC: the bootstrap identity.
  certificate(config, {
    cert: pki.adminCertFile,
    key: pki.adminKeyFile,
    subject: '/O=system:masters/CN=local-admin',
    extensions: ['extendedKeyUsage=clientAuth', 'basicConstraints=critical,CA:FALSE'],
    signer,
  });
  openssl([
    'genpkey',
    '-algorithm',
    'EC',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-out',
    pki.serviceAccountKeyFile,
  ]);
  openssl(['pkey', '-in', pki.serviceAccountKeyFile, '-pubout', '-out', pki.serviceAccountPublicKeyFile]);
  return pki;
}

export const readPem = (file: string) => readFileSync(file, 'utf8');
