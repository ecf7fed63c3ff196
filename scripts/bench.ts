/**
 * npm run bench: prints the figures the console is held to — bundle sizes, the object browser on a
 * 1,000,000-object folder, and transfer throughput and memory against mc.
 */
import { benchBundleSize } from './bench/bundle-size.ts';
import { benchObjectListing } from './bench/object-listing.ts';
import { benchTransfer } from './bench/transfer.ts';

console.log('== Bundle size');
benchBundleSize();
console.log('\n== Object browser listing');
await benchObjectListing();
console.log('\n== Transfers through the console');
await benchTransfer();
