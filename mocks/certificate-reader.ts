import type { CertificateInfo } from '../src/contract/operator/security';

/*
 * The little of X.509 the mock cluster reads from a PEM certificate or private key, as the console server reads it
 * with node:crypto: serial number, expiry, DNS names, and whose public key it is. The browser has no X.509 reader.
 */

interface Element {
  tag: number;
  /** Where its content starts and ends in the document. */
  start: number;
  end: number;
}

const TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  utcTime: 0x17,
  dnsName: 0x82,
  versionTag: 0xa0,
  extensionsTag: 0xa3,
  publicKeyTag: 0xa1,
};

const OID = {
  commonName: '550403',
  subjectAltName: '551d11',
  rsa: '2a864886f70d010101',
};

function element(der: Uint8Array, offset: number): Element {
  const tag = der[offset];
  const first = der[offset + 1];
  if (tag === undefined || first === undefined) throw new Error('truncated');
  let length = first;
  let start = offset + 2;
  if (first >= 0x80) {
    const octets = first & 0x7f;
    if (octets === 0 || octets > 4) throw new Error('unsupported length');
    length = 0;
    for (let index = 0; index < octets; index++) length = length * 256 + (der[start + index] ?? 0);
    start += octets;
  }
  const end = start + length;
  if (end > der.length) throw new Error('truncated');
  return { tag, start, end };
}

function children(der: Uint8Array, parent: Element): Element[] {
  const found: Element[] = [];
  for (let offset = parent.start; offset < parent.end; ) {
    const child = element(der, offset);
    found.push(child);
    offset = child.end;
  }
  return found;
}

function child(der: Uint8Array, parent: Element, index: number): Element {
  const found = children(der, parent)[index];
  if (!found) throw new Error('missing element');
  return found;
}

const hex = (der: Uint8Array, part: Element) =>
  Array.from(der.subarray(part.start, part.end), (byte) => byte.toString(16).padStart(2, '0')).join('');
const text = (der: Uint8Array, part: Element) => new TextDecoder().decode(der.subarray(part.start, part.end));
/** An integer's bytes without the sign's leading zeros, as OpenSSL prints it. */
const unsignedHex = (der: Uint8Array, part: Element) => hex(der, part).replace(/^(00)+(?=..)/, '');

/** The DER bytes of the first PEM block of this kind, or null. */
function pemBlock(pem: string, label: RegExp): Uint8Array | null {
  const match = new RegExp(`-----BEGIN (${label.source})-----([\\s\\S]+?)-----END \\1-----`).exec(pem);
  if (!match?.[2]) return null;
  try {
    return Uint8Array.from(atob(match[2].replace(/\s+/g, '')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function time(der: Uint8Array, part: Element): string {
  const digits = text(der, part);
  const full =
    part.tag === TAG.utcTime ? `${Number(digits.slice(0, 2)) < 50 ? '20' : '19'}${digits}` : digits;
  const [year, month, day, hour, minute, second] = [0, 4, 6, 8, 10, 12].map((at, index) =>
    full.slice(at, index === 0 ? 4 : at + 2),
  );
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`).toISOString();
}

function commonName(der: Uint8Array, name: Element): string | undefined {
  for (const set of children(der, name))
    for (const pair of children(der, set)) {
      const [type, value] = children(der, pair);
      if (type && value && hex(der, type) === OID.commonName) return text(der, value);
    }
  return undefined;
}

function dnsNames(der: Uint8Array, extensions: Element | undefined): string[] {
  if (!extensions) return [];
  for (const extension of children(der, child(der, extensions, 0))) {
    const parts = children(der, extension);
    const value = parts.at(-1);
    if (parts[0] && value && hex(der, parts[0]) === OID.subjectAltName)
      return children(der, child(der, value, 0))
        .filter((general) => general.tag === TAG.dnsName)
        .map((general) => text(der, general));
  }
  return [];
}

/** A public key told apart from any other: the RSA modulus, or the EC point. */
function publicKeyOf(der: Uint8Array, algorithm: string, key: Element): string {
  const bits = { ...key, start: key.start + 1 };
  if (algorithm !== OID.rsa) return `ec:${hex(der, bits)}`;
  return `rsa:${unsignedHex(der, child(der, element(der, bits.start), 0))}`;
}

export interface ReadCertificate {
  serialNumber: string;
  expiry: string;
  domains: string[];
  publicKey: string;
  der: Uint8Array;
}

/** The first certificate of the PEM text, or null when there is none that can be read. */
export function readCertificate(pem: string): ReadCertificate | null {
  const der = pemBlock(pem, /CERTIFICATE/);
  if (!der) return null;
  try {
    const tbs = child(der, element(der, 0), 0);
    const fields = children(der, tbs);
    const at = fields[0]?.tag === TAG.versionTag ? 1 : 0;
    const [serial, , , validity, subject, spki] = fields.slice(at);
    if (!serial || !validity || !subject || !spki) return null;
    const algorithm = hex(der, child(der, child(der, spki, 0), 0));
    const names = dnsNames(
      der,
      fields.find((field) => field.tag === TAG.extensionsTag),
    );
    const name = commonName(der, subject);
    return {
      serialNumber: unsignedHex(der, serial).toUpperCase(),
      expiry: time(der, child(der, validity, 1)),
      domains: names.length > 0 ? names : name ? [name] : [],
      publicKey: publicKeyOf(der, algorithm, child(der, spki, 1)),
      der,
    };
  } catch {
    return null;
  }
}

/** The public key of an RSA or EC private key (PKCS#8, PKCS#1 or SEC1), or null when it cannot be read here. */
export function privateKeyPublicKey(pem: string): string | null {
  const der = pemBlock(pem, /(?:RSA |EC )?PRIVATE KEY/);
  if (!der) return null;
  const kind = /-----BEGIN (RSA |EC )?PRIVATE KEY/.exec(pem)?.[1]?.trim();
  try {
    const root = element(der, 0);
    if (kind === 'RSA') return `rsa:${unsignedHex(der, child(der, root, 1))}`;
    if (kind === 'EC') return ecPublicKey(der, root);
    const algorithm = hex(der, child(der, child(der, root, 1), 0));
    const inner = child(der, child(der, root, 2), 0);
    return algorithm === OID.rsa ? `rsa:${unsignedHex(der, child(der, inner, 1))}` : ecPublicKey(der, inner);
  } catch {
    return null;
  }
}

function ecPublicKey(der: Uint8Array, key: Element): string | null {
  const tagged = children(der, key).find((part) => part.tag === TAG.publicKeyTag);
  if (!tagged) return null;
  const bits = child(der, tagged, 0);
  return bits.tag === TAG.bitString ? `ec:${hex(der, { ...bits, start: bits.start + 1 })}` : null;
}

/** What the security answer says of a certificate kept in the secret `name`. */
export const certificateInfoOf = (name: string, certificate: ReadCertificate): CertificateInfo => ({
  name,
  serialNumber: certificate.serialNumber,
  domains: certificate.domains,
  expiry: certificate.expiry,
});

/** The first ten hex digits of the SHA-256 of the certificate, as the server names its secrets. */
export async function fingerprintOf(certificate: ReadCertificate): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', certificate.der as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 10);
}
