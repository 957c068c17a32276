import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { LoginResponse } from '@speakwell/contracts';
import type { User } from '../users/user.entity.js';

/** Claims of a sign-in token. The role is informative; the guard reads the current one. */
export interface TokenPayload {
  sub: string;
  role: string;
  /** The account's token version when signed (users.token_version). */
  ver: number;
}

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  /** The answer of every successful sign-in (password, Google ID token, Google redirect). */
  async signIn(user: Pick<User, 'id' | 'role' | 'tokenVersion'>): Promise<LoginResponse> {
    const payload: TokenPayload = { sub: user.id, role: user.role, ver: user.tokenVersion };
    return { token: await this.jwt.signAsync(payload), role: user.role, userId: user.id };
  }
}
