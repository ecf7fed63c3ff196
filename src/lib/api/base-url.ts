/** The app's base path from <base href>, e.g. "/console/" (always ends with a slash). */
export function appBasePath(): string {
  const path = new URL(document.baseURI).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

export const apiBaseUrl = () => new URL('api/v1/', document.baseURI).toString();
