import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WellnessActivity } from './wellness-activity.entity.js';
import { WellnessController } from './wellness.controller.js';
import { WellnessService } from './wellness.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([WellnessActivity])],
  controllers: [WellnessController],
  providers: [WellnessService],
})
export class WellnessModule {}
