import { Controller, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from '@speakwell/contracts';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { AuthService } from './auth.service.js';
import { Public } from './public.decorator.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { AuthErrorCode } from './auth.errors.js';
import { RateLimitErrorCode } from '../common/rate-limit/rate-limit.errors.js';
import { UserErrorCode } from '../users/users.errors.js';

@ApiTags('auth')
@Public()
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiErrors(UserErrorCode.EmailTaken, RateLimitErrorCode.TooManyAttempts)
  @Post('register')
  @ZodResponse(RegisterResponse, 201)
  register(@ZodBody(RegisterRequest) body: RegisterRequest, @Ip() clientAddress: string): Promise<RegisterResponse> {
    return this.auth.register(body, clientAddress);
  }

  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiErrors(AuthErrorCode.InvalidCredentials, AuthErrorCode.AccountDisabled, RateLimitErrorCode.TooManyAttempts)
  @Post('login')
  @ZodResponse(LoginResponse)
  login(@ZodBody(LoginRequest) body: LoginRequest, @Ip() clientAddress: string): Promise<LoginResponse> {
    return this.auth.login(body, clientAddress);
  }
}
