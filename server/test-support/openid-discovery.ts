import { createServer } from 'node:http';

/** A stand-in OpenID provider that MinIO accepts: it answers only what MinIO reads before it stores one. */
export interface OpenIdDiscovery {
  /** `http://127.0.0.1:PORT/.well-known/openid-configuration`, as MinIO's `config_url` takes it. */
  configUrl: string;
  stop: () => Promise<void>;
}

/** Serves a discovery document and an empty key set on 127.0.0.1; nobody can log in through it. */
export function startOpenIdDiscovery(port: number): Promise<OpenIdDiscovery> {
  const issuer = `http://127.0.0.1:${port}`;
  const document = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'profile', 'email'],
  };
  const server = createServer((request, response) => {
    const body = request.url === '/jwks' ? { keys: [] } : document;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  const stop = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({ configUrl: `${issuer}/.well-known/openid-configuration`, stop }),
    );
  });
}
