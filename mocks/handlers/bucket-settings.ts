import type { HttpHandler } from 'msw';

export const bucketSettingsHandlers: HttpHandler[] = [];
