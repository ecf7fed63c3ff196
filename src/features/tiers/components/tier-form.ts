import { type AddTierInput, addTierRequestSchema, type TierType } from '@/contract/tiers';
import { schemaProblems } from '@/lib/form/fields';

/** The add form's fields, named as the contract names them (so its problems land on them). */
export interface TierForm {
  name: string;
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  accesskey: string;
  secretkey: string;
  storageclass: string;
  accountname: string;
  accountkey: string;
  /** The GCS key file, base64. */
  creds: string;
}

/** Where each service is usually reached; MinIO's own has no such place. */
const DEFAULT_ENDPOINTS: Record<TierType, string> = {
  minio: '',
  s3: 'https://s3.amazonaws.com',
  gcs: 'https://storage.googleapis.com',
  azure: '',
};

export const newTierForm = (type: TierType): TierForm => ({
  name: '',
  endpoint: DEFAULT_ENDPOINTS[type],
  bucket: '',
  prefix: '',
  region: '',
  accesskey: '',
  secretkey: '',
  storageclass: '',
  accountname: '',
  accountkey: '',
  creds: '',
});

/** The request for a tier of `type`: only that type's own settings, the name in capitals as MinIO keeps it. */
export function addTierRequest(type: TierType, form: TierForm): AddTierInput {
  const common = {
    name: form.name.trim().toUpperCase(),
    endpoint: form.endpoint.trim(),
    bucket: form.bucket.trim(),
    prefix: form.prefix.trim(),
    region: form.region.trim(),
  };
  switch (type) {
    case 'gcs':
      return { type, gcs: { ...common, creds: form.creds } };
    case 'azure':
      return {
        type,
        azure: { ...common, accountname: form.accountname.trim(), accountkey: form.accountkey },
      };
    case 's3':
      return {
        type,
        s3: {
          ...common,
          accesskey: form.accesskey.trim(),
          secretkey: form.secretkey,
          storageclass: form.storageclass.trim(),
        },
      };
    case 'minio':
      return { type, minio: { ...common, accesskey: form.accesskey.trim(), secretkey: form.secretkey } };
  }
}

export const tierFormProblems = (type: TierType, form: TierForm) =>
  schemaProblems(addTierRequestSchema, addTierRequest(type, form));
