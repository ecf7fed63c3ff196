// The heap is sized before the server's modules load: the young generation grows while they do, and stays grown.
import './lib/heap.ts';

// Not awaited, so that the single binary's CommonJS bundle can hold it too: the server reports its own failures.
import('./serve.ts');
