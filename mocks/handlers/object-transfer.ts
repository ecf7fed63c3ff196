import type { HttpHandler } from 'msw';

export const objectTransferHandlers: HttpHandler[] = [];
