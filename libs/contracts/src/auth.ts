import { z } from 'zod';
import { AiProvider } from './common.js';
import { PASSWORD_MIN_LENGTH } from './auth-texts.js';

export { PASSWORD_MIN_LENGTH, GOOGLE_SIGN_IN_REFUSALS, googleSignInRefusalText } from './auth-texts.js';

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

const email = z
  .string({ error: 'email is required' })
  // RFC 5321's longest address: a longer text is refused before any pattern runs over it.
  .max(320, { error: 'email must be at most 320 characters' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const NewPassword = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { error: 'password must be at most 200 characters' });

/** POST /api/register */
export const RegisterRequest = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, { error: 'name is required' }).max(120, { error: 'name must be at most 120 characters' }),
  email,
  password: NewPassword,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export const RegisterResponse = z.object({ message: z.string(), userId: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /api/login */
export const LoginRequest = z.object({
  email,
  // No stored password is longer than NewPassword's 200: a longer one is refused before any hashing.
  password: z
    .string({ error: 'password is required' })
    .min(1, { error: 'password is required' })
    .max(200, { error: 'password must be at most 200 characters' }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = z.object({ token: z.string(), role: Role, userId: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /api/auth/google: the identity provider's credential (an ID token). */
export const GoogleLoginRequest = z.object({ token: z.string({ error: 'token is required' }).min(1, { error: 'token is required' }) });
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequest>;

/**
 * POST /api/auth/google/exchange: the one-time code the redirect flow left in /login#code=...,
 * exchanged for the session by the browser that started that sign-in (its state cookie).
 */
export const GoogleCodeExchangeRequest = z.object({ code: z.string({ error: 'code is required' }).min(1, { error: 'code is required' }).max(200) });
export type GoogleCodeExchangeRequest = z.infer<typeof GoogleCodeExchangeRequest>;

/** GET /api/config: what the browser needs to know at run time. */
export const ClientConfig = z.object({
  googleClientId: z.string().nullable(),
  aiProvider: AiProvider,
  /** True when POST /api/transcribe can turn recorded audio into text (an AI provider is configured). */
  serverTranscription: z.boolean().optional(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
