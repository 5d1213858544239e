import type { StockLevelReply, StockMovementReply } from '@lakeside/contracts';
import type { InventoryItem } from './inventory-item.entity.js';
import type { StockMovement } from './stock-movement.entity.js';

export function toMovementReply(movement: StockMovement): StockMovementReply {
  return {
    id: movement.id,
    inventoryItemId: movement.inventoryItemId,
    movementType: movement.movementType,
    quantity: movement.quantity,
    unitCost: movement.unitCost,
    totalCost: movement.totalCost,
    reason: movement.reason,
    referenceType: movement.referenceType,
    referenceId: movement.referenceId,
    performedBy: movement.performedBy,
    createdAt: movement.createdAt.toISOString(),
  };
}

export function toLevelReply(item: InventoryItem): StockLevelReply {
  return {
    id: item.id,
    name: item.name,
    unit: item.unit,
    currentStock: item.currentStock,
    minimumStock: item.minimumStock,
    averageCost: item.averageCost,
    unitCost: item.unitCost,
  };
}
