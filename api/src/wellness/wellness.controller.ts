import { Controller, Get, Header } from '@nestjs/common';
import { WellnessService } from './wellness.service.js';

@Controller('api/wellness')
export class WellnessController {
  constructor(private readonly wellness: WellnessService) {}

  /** Active wellness activities in display order (WellnessActivityView[]). */
  @Get('activities')
  @Header('content-type', 'application/json; charset=utf-8')
  activities(): Promise<string> {
    return this.wellness.listJson();
  }
}
