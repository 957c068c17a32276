/** A Google account as the consent screen and the userinfo endpoint know it. */
export interface GooglePerson {
  email: string;
  name: string;
  sub?: string;
}

/** An ID token's claims; each left out has Google's usual value (verified email, this client, issued now, 10 minutes). */
export interface IdTokenClaims extends GooglePerson {
  email_verified?: boolean;
  aud?: string;
  iss?: string;
  /** When Google signed the person in (seconds). */
  iat?: number;
  exp?: number;
}

export declare class FakeGoogle {
  constructor(clientId: string);
  readonly clientId: string;
  /** Who picks their account when a browser reaches the consent screen (null: they cancel). */
  redirectPerson: GooglePerson | null;
  get jwksUrl(): string;
  get oauthBaseUrl(): string;
  /** The redirect flow's endpoints under oauthBaseUrl, as the API derives them from GOOGLE_OAUTH_BASE_URL. */
  get oauthEndpoints(): { authorizationUrl: string; tokenUrl: string; userInfoUrl: string };
  start(): Promise<void>;
  stop(): Promise<void>;
  /** What the consent screen does when `person` picks their account: a code for the token endpoint. */
  grant(person: GooglePerson): string;
  /** An ID token for a Google account, signed with Google's listed key, or with `forged` a key it does not list. */
  idToken(claims: IdTokenClaims, options?: { forged?: boolean }): string;
}
