import { SetMetadata } from '@nestjs/common';
import type { ReplySchema } from '@lakeside/contracts';

export const REPLY_CONTRACT_KEY = 'lakeside:reply-contract';

/**
 * The contract (a reply schema from @lakeside/contracts) a route's success reply keeps. The
 * OpenAPI document describes the reply from it, and the reply-contracts e2e spec checks every
 * route that names one against a live reply — so the contract the site and the console parse
 * with is the one the API is held to.
 */
export function ReplyContract(contract: ReplySchema<unknown>): MethodDecorator {
  return SetMetadata(REPLY_CONTRACT_KEY, contract);
}
