import { Module } from '@nestjs/common';
import { ManageLinks } from './manage-links.js';

/** The manage link every confirmation mail carries; imported by the booking features that mail. */
@Module({ providers: [ManageLinks], exports: [ManageLinks] })
export class ManageLinksModule {}
