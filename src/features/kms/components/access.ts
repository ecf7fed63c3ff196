import { FEATURE, type SessionResponse } from '@/contract/session';
import { grantsAnyOf } from '@/lib/permissions/has-permission';
import { KMS } from '@/lib/permissions/scopes';

/** What the KMS page may show and do: nothing without a KMS, else what the session's kms actions allow. */
export function kmsControls(session: SessionResponse) {
  const configured = session.features?.includes(FEATURE.kms) ?? false;
  const may = (action: string) => configured && grantsAnyOf(session)(KMS.All, action);
  return {
    configured,
    status: may(KMS.Status),
    version: may(KMS.Version),
    metrics: may(KMS.Metrics),
    apis: may(KMS.API),
    listKeys: may(KMS.ListKeys),
    createKey: may(KMS.CreateKey),
    keyStatus: may(KMS.KeyStatus),
  };
}

export type KmsControls = ReturnType<typeof kmsControls>;
