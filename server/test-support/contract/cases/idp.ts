import * as idp from '../../../../src/contract/idp.ts';
import {
  type AreaCases,
  type DeclaredRequest,
  operationCases,
  otherCase,
  standardRefusals,
} from '../case.ts';

/**
 * The shared MinIO runs no identity provider configuration of these cases and must keep running none (an LDAP
 * directory would turn its built-in users off): its configurations are only read, and every change is one MinIO
 * or the console refuses before storing anything. server/idp/ proves the changes on a MinIO of its own.
 */

/** A discovery address on the discard port: MinIO cannot reach it, so it refuses the provider. */
const UNREACHABLE_DISCOVERY = 'http://127.0.0.1:9/.well-known/openid-configuration';
const PROVIDER_INPUT = `config_url=${UNREACHABLE_DISCOVERY} client_id=console client_secret=contract-secret`;

const create = (
  name: string,
  input: string,
  type: idp.IdpType = 'openid',
): { declared: DeclaredRequest } => ({
  declared: { params: { type }, body: { name, input } },
});

export const idpCases: AreaCases = (fixture) => {
  const named = { type: 'openid', name: fixture.scratch };
  return [
    ...operationCases(idp.listIdpConfigs, fixture, {
      request: { params: { type: 'openid' } },
      expect: {
        fields: ['results[].name', 'results[].type', 'results[].enabled'],
        values: { 'results[name=_].type': 'openid' },
      },
    }),
    otherCase(
      idp.listIdpConfigs,
      'a user without admin:ConfigUpdate',
      { declared: { params: { type: 'ldap' } } },
      { status: 403 },
      'readonly',
    ),
    otherCase(
      idp.listIdpConfigs,
      'a type that is not one',
      { declared: { params: { type: 'saml' } } },
      {
        status: 400,
        message: 'Invalid request',
      },
    ),
    ...operationCases(
      idp.getIdpConfig,
      fixture,
      {
        request: { params: { type: 'openid', name: '_' } },
        expect: { values: { name: '_', type: 'openid' } },
      },
      { missingBucketMessage: 'No such named configuration target exists' },
    ),
    otherCase(
      idp.getIdpConfig,
      'a named LDAP configuration',
      { declared: { params: { type: 'ldap', name: 'x' } } },
      {
        status: 400,
        message: 'Invalid request',
      },
    ),
    ...standardRefusals(idp.createIdpConfig, create(fixture.scratch, PROVIDER_INPUT).declared, fixture),
    otherCase(idp.createIdpConfig, 'a provider MinIO cannot reach', create(fixture.scratch, PROVIDER_INPUT), {
      status: 400,
      message: `Get "${UNREACHABLE_DISCOVERY}": dial tcp 127.0.0.1:9: connect: connection refused`,
    }),
    otherCase(
      idp.createIdpConfig,
      'a required key left out (MinIO refuses)',
      create(fixture.scratch, `config_url=${UNREACHABLE_DISCOVERY} client_id=console`),
      {
        status: 400,
        message:
          "'client_secret' is not optional for 'identity_openid' sub-system, please check 'identity_openid' documentation",
      },
    ),
    otherCase(
      idp.createIdpConfig,
      'a key the subsystem does not have',
      create(fixture.scratch, 'no_such_key=1'),
      {
        status: 400,
        message: idp.IDP_MESSAGES.invalidInput,
      },
    ),
    otherCase(idp.createIdpConfig, 'a value of the wrong type', create(fixture.scratch, 'enable=maybe'), {
      status: 400,
      message: idp.IDP_MESSAGES.invalidInput,
    }),
    otherCase(
      idp.createIdpConfig,
      'an unclosed quote',
      create(fixture.scratch, 'display_name="Company SSO'),
      {
        status: 400,
        message: 'Invalid request',
      },
    ),
    otherCase(
      idp.createIdpConfig,
      'a named LDAP configuration',
      create(fixture.scratch, 'server_addr=127.0.0.1:9', 'ldap'),
      {
        status: 400,
        message: 'Invalid request',
      },
    ),
    otherCase(
      idp.createIdpConfig,
      'a user without admin:ConfigUpdate',
      create(fixture.scratch, PROVIDER_INPUT),
      { status: 403 },
      'readonly',
    ),
    ...standardRefusals(
      idp.updateIdpConfig,
      { params: named, body: { input: 'display_name=SSO' } },
      fixture,
      {
        missingBucketMessage: 'No such IDP configuration exists',
      },
    ),
    otherCase(
      idp.updateIdpConfig,
      'a key the subsystem does not have',
      { declared: { params: named, body: { input: 'no_such_key=1' } } },
      { status: 400, message: idp.IDP_MESSAGES.invalidInput },
    ),
    ...standardRefusals(idp.deleteIdpConfig, { params: named }, fixture, {
      missingBucketMessage: 'No such named configuration target exists',
    }),
  ];
};
