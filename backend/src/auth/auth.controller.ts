import { Controller, Ip } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from '@speakwell/contracts';
import { ZodBody } from '../common/zod-endpoint.js';
import { AuthService } from './auth.service.js';
import { Public } from './public.decorator.js';
import { AuthErrorCode } from './auth.errors.js';
import { RateLimitErrorCode } from '../common/rate-limit/rate-limit.errors.js';
import { UserErrorCode } from '../users/users.errors.js';
import { Route } from '../common/api-route.js';

@ApiTags('auth')
@Public()
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Route('POST', 'register', {
    summary: 'Create an account and sign in',
    response: RegisterResponse,
    status: 201,
    errors: [UserErrorCode.EmailTaken, RateLimitErrorCode.TooManyAttempts],
  })
  register(@ZodBody(RegisterRequest) body: RegisterRequest, @Ip() clientAddress: string): Promise<RegisterResponse> {
    return this.auth.register(body, clientAddress);
  }

  @Route('POST', 'login', {
    summary: 'Sign in with email and password',
    response: LoginResponse,
    errors: [AuthErrorCode.InvalidCredentials, AuthErrorCode.AccountDisabled, RateLimitErrorCode.TooManyAttempts],
  })
  login(@ZodBody(LoginRequest) body: LoginRequest, @Ip() clientAddress: string): Promise<LoginResponse> {
    return this.auth.login(body, clientAddress);
  }
}
