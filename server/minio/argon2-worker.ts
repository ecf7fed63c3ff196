/**
 * Derives madmin's Argon2id keys off the main thread: 64 MiB and some 300 ms each, which would otherwise stall
 * every other request. One derivation at a time; the pool in argon2-pool.ts hands them out.
 */
import { parentPort } from 'node:worker_threads';
import { argon2id } from 'hash-wasm';

export interface Argon2Job {
  password: string;
  salt: Uint8Array;
}

export type Argon2Result = { key: Uint8Array } | { error: string };

/** madmin's parameters: one pass over 64 MiB with four lanes, a 32-byte key. */
function deriveKey({ password, salt }: Argon2Job): Promise<Uint8Array> {
  return argon2id({
    password,
    salt,
    iterations: 1,
    memorySize: 64 * 1024,
    parallelism: 4,
    hashLength: 32,
    outputType: 'binary',
  });
}

const port = parentPort;
if (!port) throw new Error('argon2-worker runs only as a worker thread');

port.on('message', async (job: Argon2Job) => {
  let result: Argon2Result;
  try {
    result = { key: await deriveKey(job) };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result);
});
