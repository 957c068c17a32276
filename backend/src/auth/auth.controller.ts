import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from '@speakwell/contracts';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AuthService } from './auth.service.js';
import { Public } from './public.decorator.js';

@ApiTags('auth')
@Public()
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiBody({ schema: openApiSchema(RegisterRequest) })
  @ApiCreatedResponse({ schema: openApiSchema(RegisterResponse) })
  register(@Body(new ZodValidationPipe(RegisterRequest)) body: RegisterRequest, @Ip() clientAddress: string): Promise<RegisterResponse> {
    return this.auth.register(body, clientAddress);
  }

  @Post('login')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(LoginRequest) })
  @ApiOkResponse({ schema: openApiSchema(LoginResponse) })
  login(@Body(new ZodValidationPipe(LoginRequest)) body: LoginRequest, @Ip() clientAddress: string): Promise<LoginResponse> {
    return this.auth.login(body, clientAddress);
  }
}
