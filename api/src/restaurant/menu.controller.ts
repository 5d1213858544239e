import { Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ADMIN_RESOURCES, menuReply } from '@lakeside/contracts';
import type { StaffRequest } from '../auth/staff-authorizer.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { MenuService } from './menu.service.js';
import { SampleMenuService, type SampleMenuCounts } from './sample-menu.service.js';
import { staffOf } from '../auth/staff-of.js';

@Controller('api/restaurant')
export class MenuController {
  constructor(
    private readonly menu: MenuService,
    private readonly sampleMenu: SampleMenuService,
  ) {}

  /** Active categories in display order with every item (unavailable ones too), modifiers and options. */
  @Get('menu/full')
  @ReplyContract(menuReply)
  @Header('content-type', 'application/json; charset=utf-8')
  @Header('cache-control', 'public, max-age=30')
  full(): Promise<string> {
    return this.menu.menuJson();
  }

  /** 201 with the rows created; 409 once the menu has any dish. */
  @Post('demo/sample-menu')
  @HttpCode(201)
  @StaffOnly(...ADMIN_RESOURCES['menu-items'].write)
  createSample(@Req() request: StaffRequest): Promise<SampleMenuCounts> {
    return this.sampleMenu.create(staffOf(request));
  }
}
