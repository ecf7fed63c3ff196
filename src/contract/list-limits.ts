// The listings' page sizes, kept apart from their schemas: the app asks for a folder's first page before zod loads.

/** The page size the contract defaults to when `limit` is absent. */
export const DEFAULT_LIST_LIMIT = 20;
/** The page size the object browser asks for: what S3 lists in one request. */
export const LIST_PAGE_SIZE = 1000;
