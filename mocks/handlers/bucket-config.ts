import type { HttpHandler } from 'msw';

export const bucketConfigHandlers: HttpHandler[] = [];
