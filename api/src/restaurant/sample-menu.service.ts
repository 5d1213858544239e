import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../admin/audit/audit-trail.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { seedSampleMenu } from '../database/seeds/back-office.seed.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { MenuCategory } from './menu-category.entity.js';
import { MenuItem } from './menu-item.entity.js';
import { MenuModifier } from './menu-modifier.entity.js';
import { ModifierOption } from './modifier-option.entity.js';
import { RestaurantError } from './restaurant-errors.js';

/** Rows the sample menu added, per table. */
export interface SampleMenuCounts {
  categories: number;
  items: number;
  modifiers: number;
  options: number;
}

/**
 * POST /api/restaurant/demo/sample-menu: the "Create Sample Menu" button on an empty menu
 * (docs/requirements/restaurant.md#menu). Refused once any dish exists, so it can never
 * duplicate or overwrite the real menu.
 */
@Injectable()
export class SampleMenuService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(staff: AdminUser): Promise<SampleMenuCounts> {
    try {
      return await runWriteTransaction(this.dataSource, async (manager) => {
        if ((await manager.count(MenuItem)) > 0) throw new RestaurantError('restaurant.sampleMenuExists');
        const before = await countRows(manager);
        await seedSampleMenu(manager);
        const after = await countRows(manager);
        const created: SampleMenuCounts = {
          categories: after.categories - before.categories,
          items: after.items - before.items,
          modifiers: after.modifiers - before.modifiers,
          options: after.options - before.options,
        };
        await recordAudit(manager, staff, {
          action: 'create',
          resource: 'menu-items',
          recordId: 'sample-menu',
          changes: { after: { ...created } },
        });
        return created;
      });
    } catch (error) {
      // Two managers pressing the button at once on MariaDB: the second insert meets the
      // first one's category names.
      if (isUniqueViolation(error)) throw new RestaurantError('restaurant.sampleMenuExists');
      throw error;
    }
  }
}

async function countRows(manager: EntityManager): Promise<SampleMenuCounts> {
  return {
    categories: await manager.count(MenuCategory),
    items: await manager.count(MenuItem),
    modifiers: await manager.count(MenuModifier),
    options: await manager.count(ModifierOption),
  };
}
