import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent. Under 50 busy
 * sessions the server keeps some 35 MB of live objects (a heap snapshot), but each request's garbage outlives
 * the young generation while the request waits on MinIO, and V8's default growth (up to four times the live
 * size) let that garbage take the resident set past 230 MB. At 30% it stays near 150 MB at the same throughput.
 */
const HEAP_GROWING_PERCENT = 30;

/**
 * The young generation keeps V8's initial 1 MiB semi-spaces: by default each grows to 16 MiB, and once grown
 * they stay committed while the server idles (some 30 MB of a ~20 MB heap). A request's objects that outlive
 * it are promoted, and the old generation's bound above collects them.
 */
const SEMI_SPACE_GROWTH_FACTOR = 1;

/**
 * Bounds the heap's growth to what the server holds. V8 reads these flags each time it sizes a space, so they
 * work when set at run time, and so in every way the server is started (node, the single binary, the tests);
 * main.ts loads the server only once they are set.
 */
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
setFlagsFromString(`--semi-space-growth-factor=${SEMI_SPACE_GROWTH_FACTOR}`);
