import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { webStreamOf } from './web-stream.ts';

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('utf8');

describe('a web stream over a Node stream', () => {
  it('passes every byte on and ends with the source', async () => {
    const answer = new Response(webStreamOf(Readable.from([Buffer.from('ab'), Buffer.from('c')])));
    expect(await answer.text()).toBe('abc');
  });

  it('destroys the source when the reader cancels, and data written afterwards goes nowhere', async () => {
    const source = new PassThrough();
    const reader = webStreamOf(source).getReader();
    source.write('first');
    expect(text([(await reader.read()).value ?? new Uint8Array()])).toBe('first');
    await reader.cancel();
    expect(source.destroyed).toBe(true);
    expect(() => source.write('late')).not.toThrow();
  });

  it('fails the reader when the source fails', async () => {
    const source = new PassThrough();
    const reader = webStreamOf(source).getReader();
    source.destroy(new Error('MinIO went away'));
    await expect(reader.read()).rejects.toThrow('MinIO went away');
  });
});
