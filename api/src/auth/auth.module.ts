import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from './admin-user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginFailureStore, MemoryLoginFailureStore } from './login-failures.js';
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
    // In memory: one instance signs staff in today; a shared store replaces it for several.
    { provide: LoginFailureStore, useClass: MemoryLoginFailureStore },
    {
      provide: LoginThrottle,
      inject: [LoginFailureStore],
      useFactory: (store: LoginFailureStore) => new LoginThrottle(store),
    },
  ],
  exports: [SessionService, StaffAuthorizer, StaffGuard],
})
export class AuthModule {}
