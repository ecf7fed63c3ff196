/**
 * npm run bench: prints the figures the console is held to — bundle sizes, the object browser on a
 * 1,000,000-object folder, the bucket list with 10,000 buckets, transfer throughput and memory against mc, and
 * the server's memory and read load beside MinIO Console v1.7.6.
 */
import { benchBucketList } from './bench/bucket-list.ts';
import { benchBundleSize } from './bench/bundle-size.ts';
import { benchChartChunk } from './bench/chart-chunk.ts';
import { benchGoConsole } from './bench/go-console.ts';
import { benchObjectListing } from './bench/object-listing.ts';
import { benchTransfer } from './bench/transfer.ts';

console.log('== Bundle size');
benchBundleSize();
benchChartChunk();
console.log('\n== Object browser listing');
await benchObjectListing();
console.log('\n== Bucket list');
await benchBucketList();
console.log('\n== Transfers through the console');
await benchTransfer();
console.log('\n== Server memory and load beside MinIO Console v1.7.6');
await benchGoConsole();
