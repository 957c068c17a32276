import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MessageResponse, Profile, UpdateProfileRequest } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ProfileService } from './profile.service.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('user/profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  @ApiOkResponse({ schema: openApiSchema(Profile) })
  get(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profile.get(user.id);
  }

  @Put()
  @ApiBody({ schema: openApiSchema(UpdateProfileRequest) })
  @ApiOkResponse({ schema: openApiSchema(MessageResponse) })
  async update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(UpdateProfileRequest)) body: UpdateProfileRequest,
  ): Promise<MessageResponse> {
    await this.profile.update(user.id, body);
    return { message: 'Profile updated successfully!' };
  }
}
