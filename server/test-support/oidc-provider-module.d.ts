/** The part of oidc-provider (which ships no types) that the tests' provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Configuration {
    clients: Record<string, unknown>[];
    findAccount: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required: () => boolean };
    ttl?: Record<string, number | ((ctx: unknown, token: { accountId?: string }) => number)>;
    cookies?: { keys: string[] };
    features?: Record<string, unknown>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
