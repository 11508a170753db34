import type { Context } from 'hono';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

type IssueCode = 'invalid' | 'not-supported' | 'not-found' | 'exception' | 'too-costly';

/** A failure a FHIR client reads as an OperationOutcome, with the HTTP status to answer with. */
export class OutcomeError extends Error {
  constructor(
    readonly status: 400 | 404 | 500,
    readonly code: IssueCode,
    message: string,
  ) {
    super(message);
  }
}

export const invalidParam = (message: string) => new OutcomeError(400, 'invalid', message);
export const unknownParam = (name: string) =>
  new OutcomeError(400, 'not-supported', `The search parameter "${name}" is not supported here.`);
export const resourceNotFound = (type: string, id: string) =>
  new OutcomeError(404, 'not-found', `${type}/${id} was not found.`);

function operationOutcome(code: IssueCode, diagnostics: string) {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, diagnostics }],
  };
}

export function outcomeResponse(c: Context, status: number, code: IssueCode, diagnostics: string) {
  return c.newResponse(JSON.stringify(operationOutcome(code, diagnostics)), status as 400, {
    'Content-Type': FHIR_JSON,
  });
}
