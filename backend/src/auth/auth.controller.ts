import { Controller, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from '@speakwell/contracts';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { AuthService } from './auth.service.js';
import { Public } from './public.decorator.js';

@ApiTags('auth')
@Public()
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ZodResponse(RegisterResponse, 201)
  register(@ZodBody(RegisterRequest) body: RegisterRequest, @Ip() clientAddress: string): Promise<RegisterResponse> {
    return this.auth.register(body, clientAddress);
  }

  @Post('login')
  @ZodResponse(LoginResponse)
  login(@ZodBody(LoginRequest) body: LoginRequest, @Ip() clientAddress: string): Promise<LoginResponse> {
    return this.auth.login(body, clientAddress);
  }
}
