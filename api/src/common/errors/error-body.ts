/** The one error shape every API reply uses (ARCHITECTURE.md "API"), shared with the clients. */
export type { ApiErrorBody as ErrorBody, FieldError } from '@lakeside/contracts';
