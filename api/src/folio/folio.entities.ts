import { FolioCharge } from './folio-charge.entity.js';

/** Meals charged to a room stay's folio. */
export const FOLIO_ENTITIES = [FolioCharge];
