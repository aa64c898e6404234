import { ERROR_CODE, noFieldErrors, type ErrorBody, type ErrorCode, type FieldErrors } from '@portal/contracts';

/** An error the caller may see; everything else is logged and answered as a generic failure. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return this.errors ? { code: this.code, message: this.message, errors: this.errors } : { code: this.code, message: this.message };
  }
}

export class NotFoundError extends DomainError {
  /** `errors` names the inputs whose record was not found (a link in a body), by field like a validation error. */
  constructor(message = 'Not found', errors?: FieldErrors) {
    super(ERROR_CODE.NOT_FOUND, message, errors);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden') {
    super(ERROR_CODE.FORBIDDEN, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super(ERROR_CODE.UNAUTHORIZED, message);
  }
}

/** Something the call needs (the database, another service) cannot be reached right now (503); trying again later may work. */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super(ERROR_CODE.UNAVAILABLE, message);
  }
}

/** Bigger than the message bus carries in one message (413). */
export class TooLargeError extends DomainError {
  constructor(message: string) {
    super(ERROR_CODE.TOO_LARGE, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, errors?: FieldErrors) {
    super(ERROR_CODE.CONFLICT, message, errors);
  }
}

export class ValidationError extends DomainError {
  constructor(errors: FieldErrors, message = summarize(errors)) {
    super(ERROR_CODE.VALIDATION, message, errors);
  }

  static field(field: string, reason: string): ValidationError {
    return new ValidationError({ [field]: [reason] });
  }
}

/** Collects field errors and throws them together, so nothing is half-checked. */
export class FieldErrorCollector {
  private readonly errors: FieldErrors = noFieldErrors();

  add(field: string, reason: string): void {
    (this.errors[field] ??= []).push(reason);
  }

  merge(errors: FieldErrors): void {
    for (const [field, reasons] of Object.entries(errors)) for (const reason of reasons) this.add(field, reason);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** What was collected, by field. */
  get fields(): Readonly<FieldErrors> {
    return this.errors;
  }

  throwIfAny(): void {
    if (!this.empty) throw new ValidationError(this.errors);
  }

  /** Throws the fields as records not found (404): inputs well formed, but naming nothing the caller may reach. */
  throwIfAnyNotFound(): void {
    if (!this.empty) throw new NotFoundError(summarize(this.errors), this.errors);
  }
}

function summarize(errors: FieldErrors): string {
  const first = Object.entries(errors)[0];
  if (!first) return 'The request is not valid';
  const [field, reasons] = first;
  const more = Object.keys(errors).length - 1;
  return `${field}: ${reasons[0]}${more > 0 ? ` (and ${more} more)` : ''}`;
}
