import type { HttpHandler } from 'msw';

export const bucketsHandlers: HttpHandler[] = [];
