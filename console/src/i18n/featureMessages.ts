import type { FeatureMessages } from './messageTree';
import { layoutMessages } from '../layout/messages';
import { consoleMessages } from './consoleMessages';
import { loyaltyMessages } from '../loyalty/messages';
import { folioMessages } from '../folio/messages';

/**
 * Every feature's phrases. A screen's folder keeps its own messages.ts (defineMessages) and
 * adds one line here; the keys are `<namespace>.<key>`.
 */
export const FEATURE_MESSAGES: readonly FeatureMessages[] = [consoleMessages, layoutMessages, loyaltyMessages, folioMessages];
