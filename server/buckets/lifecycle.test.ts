import { describe, expect, it } from 'vitest';
import { type AddBucketLifecycle, LIFECYCLE_MESSAGES } from '../../src/contract/bucket-lifecycle.ts';
import { ConsoleError } from '../http/errors.ts';
import { parseXml, renderXml } from '../minio/s3-xml.ts';
import { lifecycleRuleElement, lifecycleRuleOf } from './lifecycle.ts';

const ruleXml = (request: AddBucketLifecycle) =>
  renderXml(lifecycleRuleElement('rule-1', request)).replace(/^.*?<Rule[^>]*>|<\/Rule>$/g, '');

describe('lifecycle rules written from the console fields', () => {
  it.each<[string, AddBucketLifecycle, string]>([
    [
      'expiry after days, under a prefix',
      { type: 'expiry', prefix: 'logs/', expiry_days: 30 },
      '<ID>rule-1</ID><Status>Enabled</Status><Filter><Prefix>logs/</Prefix></Filter><Expiration><Days>30</Days></Expiration>',
    ],
    [
      'noncurrent expiry, disabled, one tag',
      {
        type: 'expiry',
        noncurrentversion_expiration_days: 7,
        newer_noncurrentversion_expiration_versions: 2,
        disable: true,
        tags: 'team=a',
      },
      '<ID>rule-1</ID><Status>Disabled</Status><Filter><Tag><Key>team</Key><Value>a</Value></Tag></Filter><NoncurrentVersionExpiration><NoncurrentDays>7</NoncurrentDays><NewerNoncurrentVersions>2</NewerNoncurrentVersions></NoncurrentVersionExpiration>',
    ],
    [
      'expired delete markers, prefix and tags',
      { type: 'expiry', expired_object_delete_marker: true, prefix: 'p/', tags: 'a=1&b=2' },
      '<ID>rule-1</ID><Status>Enabled</Status><Filter><And><Prefix>p/</Prefix><Tag><Key>a</Key><Value>1</Value></Tag><Tag><Key>b</Key><Value>2</Value></Tag></And></Filter><Expiration><ExpiredObjectDeleteMarker>true</ExpiredObjectDeleteMarker></Expiration>',
    ],
    [
      'transition to a tier, its name upper-cased, noncurrent versions to the same tier',
      {
        type: 'transition',
        transition_days: 30,
        noncurrentversion_transition_days: 5,
        storage_class: 'warm',
      },
      '<ID>rule-1</ID><Status>Enabled</Status><Filter><Prefix></Prefix></Filter><Transition><Days>30</Days><StorageClass>WARM</StorageClass></Transition><NoncurrentVersionTransition><NoncurrentDays>5</NoncurrentDays><StorageClass>WARM</StorageClass></NoncurrentVersionTransition>',
    ],
  ])('%s', (_, request, expected) => {
    expect(ruleXml(request)).toBe(expected);
  });

  it.each<[AddBucketLifecycle, string]>([
    [{ type: 'expiry' }, LIFECYCLE_MESSAGES.expiryWithoutAction],
    [
      { type: 'expiry', expiry_days: 3, noncurrentversion_transition_days: 4 },
      LIFECYCLE_MESSAGES.expiryWithTransition,
    ],
    [{ type: 'transition', storage_class: 'WARM' }, LIFECYCLE_MESSAGES.transitionWithoutDays],
    [{ type: 'transition', transition_days: 3 }, LIFECYCLE_MESSAGES.transitionWithoutTier],
    [{ type: 'expiry', expiry_days: 3, tags: 'no-equals-sign' }, 'Write tags as key=value pairs joined by &'],
  ])('refuses %j with a 400 saying why', (request, message) => {
    expect(() => lifecycleRuleElement('rule-1', request)).toThrow(
      expect.objectContaining({ status: 400, message }),
    );
    expect(() => lifecycleRuleElement('rule-1', request)).toThrow(ConsoleError);
  });
});

describe('lifecycle rules as the console lists them', () => {
  it('reads what MinIO answers, the prefix from And or Filter', () => {
    const rule = parseXml(
      '<Rule><ID>x</ID><Status>Enabled</Status><Filter><And><Prefix>01/</Prefix><Tag><Key>k</Key><Value>v</Value></Tag></And></Filter><Expiration><Days>30</Days></Expiration><NoncurrentVersionTransition><NoncurrentDays>4</NoncurrentDays><StorageClass>COLD</StorageClass></NoncurrentVersionTransition></Rule>',
    );
    expect(lifecycleRuleOf(rule)).toEqual({
      id: 'x',
      prefix: '01/',
      status: 'Enabled',
      tags: [{ key: 'k', value: 'v' }],
      expiration: {
        days: 30,
        date: undefined,
        delete_marker: false,
        delete_all: false,
        noncurrent_expiration_days: 0,
        newer_noncurrent_expiration_versions: 0,
      },
      transition: {
        days: 0,
        date: undefined,
        storage_class: '',
        noncurrent_transition_days: 4,
        noncurrent_storage_class: 'COLD',
      },
    });
  });
});
