// The stories page and the home page carousel tell the same four stories.
export { PATIENT_STORIES, type PatientStory } from '#shared/site/patient-stories.ts';
