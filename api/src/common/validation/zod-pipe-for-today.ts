import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import type { DescribedPipe } from './described-pipe.js';
import { retreatToday } from '../time/retreat-clock.js';
import { ZodPipe } from './zod-body.pipe.js';

/**
 * A ZodPipe whose schema depends on today's date at the retreat (a check-in may not be in
 * the past). The schema is rebuilt when the date changes, not per request: building a zod
 * object is far slower than parsing with one.
 */
export class ZodPipeForToday<Schema extends z.ZodType>
  implements PipeTransform<unknown, z.output<Schema>>, DescribedPipe
{
  private current: { today: string; pipe: ZodPipe<Schema> } | undefined;

  constructor(
    private readonly build: (options: { today: string }) => Schema,
    private readonly today: () => string = retreatToday,
  ) {}

  transform(value: unknown): z.output<Schema> {
    const today = this.today();
    if (this.current?.today !== today) this.current = { today, pipe: new ZodPipe(this.build({ today })) };
    return this.current.pipe.transform(value);
  }

  describe(): Schema {
    return this.build({ today: this.today() });
  }
}
