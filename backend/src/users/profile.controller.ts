import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Profile, UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';
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
  @ApiOkResponse({ schema: openApiSchema(UpdateProfileResponse) })
  update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(UpdateProfileRequest)) body: UpdateProfileRequest,
  ): Promise<UpdateProfileResponse> {
    return this.profile.update(user.id, body);
  }
}
