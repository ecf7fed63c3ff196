import type { HttpHandler } from 'msw';

export const objectsHandlers: HttpHandler[] = [];
