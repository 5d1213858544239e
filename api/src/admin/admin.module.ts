import { Module } from '@nestjs/common';
import { AdminAccessGuard } from './admin-access.guard.js';
import { AdminCrudController } from './admin-crud.controller.js';
import { AdminNamesController } from './admin-names.controller.js';
import { AdminCrudService } from './admin-crud.service.js';
import { AdminSchemaController } from './admin-schema.controller.js';
import { AdminSchemaService } from './admin-schema.service.js';
import { AdminCsvExport } from './export/admin-csv-export.js';

@Module({
  controllers: [AdminCrudController, AdminSchemaController, AdminNamesController],
  providers: [AdminCrudService, AdminSchemaService, AdminAccessGuard, AdminCsvExport],
})
export class AdminModule {}
