import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from './admin-user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginFailureStore } from './login-failures.js';
import { LoginThrottle } from './login-throttle.js';
import { Session } from './session.entity.js';
import { SharedLoginFailureStore } from './shared-login-failures.js';
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
    // Shared by every API instance and kept across restarts (MemoryLoginFailureStore stays for unit specs).
    { provide: LoginFailureStore, useClass: SharedLoginFailureStore },
    {
      provide: LoginThrottle,
      inject: [LoginFailureStore],
      useFactory: (store: LoginFailureStore) => new LoginThrottle(store),
    },
  ],
  // LoginThrottle: the staff clock's tablet PIN backs off as sign-in does.
  exports: [SessionService, StaffAuthorizer, StaffGuard, LoginThrottle],
})
export class AuthModule {}
