/**
 * What other modules use of caregiver access (ADR 18): the one rule, the patient a request acts for,
 * and who else hears of a patient's matters.
 */
export {
  caregiversWith,
  endAccessesOf,
  mayActFor,
  registerCaregiverJobs,
  tellAccessesEnded,
  type Acting,
} from './service.ts';
export { actingForAnyRequest, actingForDoc, actingForRequest } from './request.ts';
