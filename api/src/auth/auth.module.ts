import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from './admin-user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.js';
import { Session } from './session.entity.js';
import { SessionService } from './session.service.js';
import { StaffAuthorizer } from './staff-authorizer.js';
import { StaffGuard } from './staff.guard.js';

/** Staff sign-in. Global so any feature can put `@StaffOnly()` on its staff endpoints. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, Session])],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionService,
    StaffAuthorizer,
    StaffGuard,
    { provide: LoginThrottle, useFactory: () => new LoginThrottle() },
  ],
  exports: [SessionService, StaffAuthorizer, StaffGuard],
})
export class AuthModule {}
