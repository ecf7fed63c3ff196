import { describe, expect, it, vi } from 'vitest';
import {
  ACCESS_KEY_LENGTH,
  newKeyPair,
  newTenantForm,
  randomKey,
  SECRET_KEY_LENGTH,
  withPairAdded,
  withPairChanged,
  withPairRemoved,
} from './tenant-form';

describe('randomKey', () => {
  it.each([1, ACCESS_KEY_LENGTH, SECRET_KEY_LENGTH, 200])('gives %d letters and digits', (length) => {
    expect(randomKey(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
  });

  it('draws again the bytes that would favour some letters', () => {
    const draws = [new Uint8Array([255, 248, 0, 61]), new Uint8Array([62, 1, 2, 3])];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint8Array) => {
      array.set((draws.shift() ?? new Uint8Array(array.length)).subarray(0, array.length));
      return array;
    }) as typeof crypto.getRandomValues);
    try {
      expect(randomKey(4)).toBe('A9AB');
    } finally {
      spy.mockRestore();
    }
  });

  it('gives a new pair of keys each time', () => {
    const [first, second] = [newKeyPair(), newKeyPair()];
    expect(first.accessKey).toHaveLength(ACCESS_KEY_LENGTH);
    expect(first.secretKey).toHaveLength(SECRET_KEY_LENGTH);
    expect(second.accessKey).not.toBe(first.accessKey);
    expect(second.id).not.toBe(first.id);
  });
});

describe('lists of pairs', () => {
  const [a, b] = [newKeyPair(), newKeyPair()];

  it.each<[description: string, result: () => unknown, expected: unknown]>([
    ['adding appends the new pair', () => withPairAdded([a], b), [a, b]],
    ['removing one of two keeps the other', () => withPairRemoved([a, b], a.id), [b]],
    ['removing the last one is refused', () => withPairRemoved([a], a.id), [a]],
    ['removing an unknown one changes nothing', () => withPairRemoved([a, b], 'other'), [a, b]],
    [
      'changing one leaves the others',
      () => withPairChanged([a, b], b.id, { secretKey: 'S' }),
      [a, { ...b, secretKey: 'S' }],
    ],
  ])('%s', (_, result, expected) => {
    expect(result()).toEqual(expected);
  });
});

describe('newTenantForm', () => {
  it('starts with the tenant defaults', () => {
    expect(newTenantForm()).toMatchObject({
      volumeSize: '100',
      sizeFactor: 'Gi',
      nodes: '4',
      drivesPerServer: '1',
      memoryNode: '2',
      exposeMinIO: true,
      exposeConsole: true,
      runAsUser: '1000',
      runAsGroup: '1000',
      fsGroup: '1000',
      runAsNonRoot: true,
      podAffinity: 'default',
      withPodAntiAffinity: true,
      idpSelection: 'builtin',
      enableAutoCert: true,
      enableCustomCerts: false,
      enableEncryption: false,
      kmsKind: 'vault',
      kesReplicas: '1',
    });
  });

  it.each<[description: string, afterReset: boolean | undefined, customImage: boolean]>([
    ['offers a custom image when first opened', undefined, true],
    ['does not once started over', true, false],
  ])('%s', (_, afterReset, customImage) => {
    expect(newTenantForm(afterReset === undefined ? {} : { afterReset }).customImage).toBe(customImage);
  });

  it('gives each new wizard its own keys', () => {
    const [first, second] = [newTenantForm(), newTenantForm()];
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]?.accessKey).not.toBe(second.keys[0]?.accessKey);
  });
});
