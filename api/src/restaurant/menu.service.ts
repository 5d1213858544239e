import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CatalogueCache } from '../common/cache/catalogue-cache.js';
import { MenuCategory } from './menu-category.entity.js';
import { MenuItem } from './menu-item.entity.js';
import { MenuModifier } from './menu-modifier.entity.js';
import type { MenuReply } from '@lakeside/contracts';
import { buildMenu } from './menu-view.js';
import { ModifierOption } from './modifier-option.entity.js';

/** Every table the menu is built from: a write to any of them clears the cached answer. */
export const MENU_TABLES = ['menu_categories', 'menu_items', 'menu_modifiers', 'modifier_options'] as const;

const DISPLAY_ORDER = { displayOrder: 'ASC', id: 'ASC' } as const;

/** The public menu, read by every guest's phone and the POS: served from memory as ready JSON. */
@Injectable()
export class MenuService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogueCache,
  ) {}

  menuJson(): Promise<string> {
    return this.cache.json('restaurant:menu:full', MENU_TABLES, () => this.load());
  }

  async load(): Promise<MenuReply> {
    const manager = this.dataSource.manager;
    // Four flat reads instead of one four-way join: the menu is small and this keeps rows unrepeated.
    const [categories, items, modifiers, options] = await Promise.all([
      manager.find(MenuCategory, { order: DISPLAY_ORDER }),
      manager.find(MenuItem, { order: DISPLAY_ORDER }),
      manager.find(MenuModifier, { order: DISPLAY_ORDER }),
      manager.find(ModifierOption, { order: DISPLAY_ORDER }),
    ]);
    return buildMenu({ categories, items, modifiers, options });
  }
}
