import type { ConfigKeyHelp } from '@/contract/config-values';
import { configChoices, configTargetProblem } from '@/contract/config-values';
import {
  type AddNotificationEndpointRequest,
  isSecretKey,
  type NotificationService,
  servicePropertyProblems,
  targetKeysHelp,
} from '@/contract/notification-endpoints';
import type { Problems } from '@/lib/form/use-schema-form';
import {
  type ConfigFieldSpec,
  type ConfigFormValues,
  configFieldSpecs,
  configFormProblems,
} from '@/ui/config-fields/config-field-specs';

/** The form field holding the target's name; no key of MinIO's help is called so. */
export const ACCOUNT_ID = 'account_id';

/** A new target's fields from MinIO's help: every key but `enable`, none of them hiding a stored value. */
export function endpointFieldSpecs(keysHelp: readonly ConfigKeyHelp[]): ConfigFieldSpec[] {
  const offered = targetKeysHelp(keysHelp);
  const specs = configFieldSpecs(
    offered,
    offered.map(({ key }) => ({ key, value: '' })),
  );
  return specs.map((spec) => ({ ...spec, secret: isSecretKey(spec.help.key) }));
}

/** Empty fields, but a choice starts at MinIO's default (format: namespace). */
export function newEndpointForm(specs: readonly ConfigFieldSpec[]): ConfigFormValues {
  return Object.fromEntries([
    [ACCOUNT_ID, ''],
    ...specs.map(({ help }) => [help.key, configChoices(help.type)?.fallback ?? '']),
  ]);
}

const propertiesOf = (values: ConfigFormValues): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => key !== ACCOUNT_ID));

/** The name's problem, each value's by MinIO's help for its type, then by the service's own rules. */
export function endpointFormProblems(
  service: NotificationService,
  specs: readonly ConfigFieldSpec[],
  values: ConfigFormValues,
): Problems {
  const name = values[ACCOUNT_ID] ?? '';
  const properties = propertiesOf(values);
  const byHelp = configFormProblems(specs, properties);
  const byService = servicePropertyProblems(service, properties);
  const problems: Record<string, string | undefined> = {
    [ACCOUNT_ID]:
      name === ''
        ? 'Enter a name for the target'
        : configTargetProblem(name) && `The name ${configTargetProblem(name)}`,
  };
  for (const { help } of specs) problems[help.key] = byHelp[help.key] ?? byService[help.key];
  return problems;
}

/** The request: the name, and each key given a value (the others keep MinIO's defaults). */
export function addEndpointRequest(
  service: NotificationService,
  values: ConfigFormValues,
): AddNotificationEndpointRequest {
  const properties = Object.fromEntries(
    Object.entries(propertiesOf(values)).filter(([, value]) => value.trim() !== ''),
  );
  return { service, account_id: values[ACCOUNT_ID] ?? '', properties };
}
