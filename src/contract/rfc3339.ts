/** A time as the console contract writes it: Go's RFC 3339, in UTC and without fractional seconds. */
export const rfc3339 = (date: string | Date) => new Date(date).toISOString().replace(/\.\d+Z$/, 'Z');
