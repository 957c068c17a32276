import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScriptPracticeRunEntity } from './script-practice-run.entity.js';
import { ScriptEntity } from './script.entity.js';
import { ScriptPracticeService } from './script-practice.service.js';
import { ScriptsController } from './scripts.controller.js';
import { ScriptsRepository } from './scripts.repository.js';
import { ScriptsService } from './scripts.service.js';

/** The script library and shadowing analysis. AiService comes from the global AiModule. */
@Module({
  imports: [TypeOrmModule.forFeature([ScriptEntity, ScriptPracticeRunEntity])],
  controllers: [ScriptsController],
  providers: [ScriptsService, ScriptPracticeService, ScriptsRepository],
})
export class ScriptsModule {}
