import type { HttpHandler } from 'msw';

export const objectDetailsHandlers: HttpHandler[] = [];
