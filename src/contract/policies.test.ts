import { describe, expect, it } from 'vitest';
import { mergedPolicy } from './policies';

describe('mergedPolicy', () => {
  const get = { Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::*'] };
  const put = { Effect: 'Allow', Action: ['s3:PutObject'], Resource: ['arn:aws:s3:::b/*'] };

  it.each([
    ['no documents', [], []],
    ['statement lists, each statement once', [{ Statement: [get, put] }, { Statement: [get] }], [get, put]],
    ['a single statement object', [{ Statement: put }], [put]],
    ['documents without statements', [{}, { Statement: null }], []],
  ])('merges %s', (_case, documents, statements) => {
    expect(mergedPolicy(documents)).toEqual({ Version: '2012-10-17', Statement: statements });
  });
});
