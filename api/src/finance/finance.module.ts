import { Module } from '@nestjs/common';
import { ExpensesController } from './expenses.controller.js';
import { ExpensesService } from './expenses.service.js';
import { ReceiptStorage } from './receipt-storage.js';

@Module({ controllers: [ExpensesController], providers: [ExpensesService, ReceiptStorage] })
export class FinanceModule {}
