import type { Problems } from '@/lib/form/use-schema-form';
import type { TenantForm } from './tenant-form';

/** The wizard's pages, in the order it shows them. */
export const WIZARD_PAGES = [
  'tenantSize',
  'configure',
  'affinity',
  'identityProvider',
  'security',
  'encryption',
] as const;
export type WizardPage = (typeof WIZARD_PAGES)[number];

/** The first page also asks for the tenant's name, whose validity is kept apart from its size's. */
export type ValidityKey = 'nameTenant' | WizardPage;
export const REQUIRED_VALID: readonly ValidityKey[] = ['nameTenant', ...WIZARD_PAGES];

export const PAGE_TITLES: Record<WizardPage, string> = {
  tenantSize: 'Setup',
  configure: 'Configure',
  affinity: 'Pod Placement',
  identityProvider: 'Identity Provider',
  security: 'Security',
  encryption: 'Encryption',
};

/** Which validity each field counts towards. */
const FIELD_VALIDITY: Record<keyof TenantForm, ValidityKey> = {
  name: 'nameTenant',
  namespace: 'nameTenant',
  storageClass: 'nameTenant',
  volumeSize: 'tenantSize',
  sizeFactor: 'tenantSize',
  nodes: 'tenantSize',
  drivesPerServer: 'tenantSize',
  memoryNode: 'tenantSize',
  cpuToUse: 'tenantSize',
  memoryLimit: 'tenantSize',
  cpuLimit: 'tenantSize',
  ecParity: 'tenantSize',
  customImage: 'configure',
  imageName: 'configure',
  exposeMinIO: 'configure',
  exposeConsole: 'configure',
  runAsUser: 'configure',
  runAsGroup: 'configure',
  fsGroup: 'configure',
  runAsNonRoot: 'configure',
  podAffinity: 'affinity',
  nodeSelectorLabels: 'affinity',
  withPodAntiAffinity: 'affinity',
  keys: 'identityProvider',
  idpSelection: 'identityProvider',
  oidc: 'identityProvider',
  ldap: 'identityProvider',
  ldapSkipTlsVerify: 'identityProvider',
  ldapServerInsecure: 'identityProvider',
  ldapStartTls: 'identityProvider',
  enableAutoCert: 'security',
  enableCustomCerts: 'security',
  serverCertificates: 'security',
  caCertificates: 'security',
  enableEncryption: 'encryption',
  kmsKind: 'encryption',
  kms: 'encryption',
  kesImage: 'encryption',
  kesReplicas: 'encryption',
};

/** The validity a problem's key (`keys.0.accessKey` → `keys`) counts against; a rule over no field, the size's. */
function validityOf(problemKey: string): ValidityKey {
  const field = problemKey.split('.')[0] ?? '';
  return Object.hasOwn(FIELD_VALIDITY, field) ? FIELD_VALIDITY[field as keyof TenantForm] : 'tenantSize';
}

/** Which of the name and the pages have no problem, in wizard order. */
export function validPages(problems: Problems): ValidityKey[] {
  const invalid = new Set(
    Object.entries(problems)
      .filter(([, problem]) => problem !== undefined)
      .map(([key]) => validityOf(key)),
  );
  return REQUIRED_VALID.filter((key) => !invalid.has(key));
}

/** A page is shown valid once the parts it asks for are: the first page holds the name as well as the size. */
export function isPageValid(page: WizardPage, valid: readonly ValidityKey[]): boolean {
  return valid.includes(page) && (page !== 'tenantSize' || valid.includes('nameTenant'));
}

export const canCreate = (valid: readonly ValidityKey[]) =>
  REQUIRED_VALID.every((key) => valid.includes(key));
