import { BookingsModule } from './bookings/bookings.module.js';
import { SessionDeskModule } from './bookings/session-desk/session-desk.module.js';
import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config.js';
import { APP_CONFIG } from './config/config.token.js';
import { CacheModule } from './common/cache/cache.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { SchedulerModule } from './common/scheduler/scheduler.module.js';
import { MailModule } from './mail/mail.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AdminModule } from './admin/admin.module.js';
import { FinanceModule } from './finance/finance.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { HealthModule } from './health/health.module.js';
import { RoomsModule } from './rooms/rooms.module.js';
import { ChannelsModule } from './channels/channels.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { CommunityModule } from './community/community.module.js';
import { GalleryModule } from './gallery/gallery.module.js';
import { SaunaModule } from './sauna/sauna.module.js';
import { EventsModule } from './events/events.module.js';
import { WellnessModule } from './wellness/wellness.module.js';
import { RestaurantModule } from './restaurant/restaurant.module.js';
import { InventoryModule } from './inventory/inventory.module.js';
import { StaffTimeModule } from './staff/staff-time.module.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { FolioModule } from './folio/folio.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';

/**
 * The root module. The data source is opened (and checked) before Nest boots, so a bad
 * database stops the process with a clear message instead of Nest's retry loop.
 */
@Module({})
export class AppModule {
  static register(config: AppConfig, dataSource: DataSource): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSource.options,
          dataSourceFactory: () => Promise.resolve(dataSource),
        }),
        CacheModule,
        SchedulerModule,
        RateLimitModule,
        MailModule,
        AuthModule,
        AdminModule,
        FinanceModule,
        InvoicesModule,
        HealthModule,
        RoomsModule,
        ChannelsModule,
        ReviewsModule,
        BookingsModule,
        PaymentsModule,
        CommunityModule,
        GalleryModule,
        SaunaModule,
        EventsModule,
        SessionDeskModule,
        WellnessModule,
        RestaurantModule,
        InventoryModule,
        StaffTimeModule,
        LedgerModule,
        FolioModule,
        AnalyticsModule,
        DashboardModule,
        OpenApiModule,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
