import { Module } from '@nestjs/common';
import { AdminAccessGuard } from './admin-access.guard.js';
import { AdminCrudController } from './admin-crud.controller.js';
import { AdminCrudService } from './admin-crud.service.js';

@Module({ controllers: [AdminCrudController], providers: [AdminCrudService, AdminAccessGuard] })
export class AdminModule {}
