/** The one error shape every API reply uses (ARCHITECTURE.md "API"). */
export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
