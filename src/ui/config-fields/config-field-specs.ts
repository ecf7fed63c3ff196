/**
 * A configuration form generated from MinIO's help: one field per key, its control chosen by the key's type, its
 * rules those of the contract (`config-values`), which the console server applies again.
 */

import {
  type ConfigKeyHelp,
  type ConfigValueKind,
  configChoices,
  configValueKind,
  configValueProblem,
  requiredValueProblem,
} from '@/contract/config-values';
import type { ConfigKeyValueAnswer } from '@/contract/configs';
import type { Problems } from '@/lib/form/use-schema-form';

/** The form's values: each key's text. */
export type ConfigFormValues = Record<string, string>;

/** How one key is shown and checked. */
export interface ConfigFieldSpec {
  help: ConfigKeyHelp;
  kind: ConfigValueKind;
  /** The choices of an enumeration (with MinIO's default marked in the type). */
  choices: readonly string[];
  /** The environment variable that sets the key instead: the field is read-only. */
  envOverride: { name: string; value: string } | undefined;
  /** MinIO did not show the key (a secret once set): the field starts empty and is only written when typed in. */
  writeOnly: boolean;
  /** A secret typed in a new configuration (a notification target's password): entered hidden. */
  secret?: boolean;
}

/** One spec per key of the help, in the help's order, over the values get-config-kv answered. */
export function configFieldSpecs(
  keysHelp: readonly ConfigKeyHelp[],
  keyValues: readonly ConfigKeyValueAnswer[],
): ConfigFieldSpec[] {
  return keysHelp.map((help) => {
    const current = keyValues.find((pair) => pair.key === help.key);
    return {
      help,
      kind: configValueKind(help.type),
      choices: configChoices(help.type)?.options ?? [],
      envOverride: current?.env_override,
      writeOnly: current === undefined,
    };
  });
}

/** The values the form starts from: what MinIO answered, empty for write-only keys. */
export function configFormValues(
  specs: readonly ConfigFieldSpec[],
  keyValues: readonly ConfigKeyValueAnswer[],
): ConfigFormValues {
  return Object.fromEntries(
    specs.map(({ help }) => [help.key, keyValues.find((pair) => pair.key === help.key)?.value ?? '']),
  );
}

/**
 * Each editable field's problem. A write-only field left empty keeps its value and has none. A required key must
 * not be empty: every one on a new configuration (no `initial`), only those changed on an existing one.
 */
export function configFormProblems(
  specs: readonly ConfigFieldSpec[],
  values: ConfigFormValues,
  initial?: ConfigFormValues,
): Problems {
  return Object.fromEntries(
    specs
      .filter((spec) => !spec.envOverride)
      .map(({ help, kind, writeOnly }) => {
        const value = values[help.key] ?? '';
        if (writeOnly && value === '') return [help.key, undefined];
        const checksRequired = kind !== 'switch' && (initial === undefined || initial[help.key] !== value);
        const missing = checksRequired ? requiredValueProblem(help, value) : undefined;
        return [help.key, missing ?? configValueProblem(help, value)];
      }),
  );
}

/** The keys to send: those changed, never an overridden one, a write-only one only when typed in. */
export function changedKeyValues(
  specs: readonly ConfigFieldSpec[],
  initial: ConfigFormValues,
  values: ConfigFormValues,
): { key: string; value: string }[] {
  return specs
    .filter(({ help, envOverride, writeOnly }) => {
      const value = values[help.key] ?? '';
      if (envOverride) return false;
      return writeOnly ? value !== '' : value !== initial[help.key];
    })
    .map(({ help }) => ({ key: help.key, value: values[help.key] ?? '' }));
}
