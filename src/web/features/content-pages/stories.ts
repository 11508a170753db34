import type { MessageKey } from '#shared/i18n/translate.ts';

// The stories page and the home page carousel tell the same four stories.
export { PATIENT_STORIES, type PatientStory } from '#shared/site/patient-stories.ts';

/**
 * The stories page's words for each story, by its id: what was said, the kind of care and the
 * reason, in the page's language (the stories are ours, not a patient's own writing). A name is
 * shown as written unless it has words in it ("David and Ann K.").
 */
export const STORY_WORDS: Record<
  string,
  { specialty: MessageKey; condition: MessageKey; quote: MessageKey; name?: MessageKey }
> = {
  margaret: {
    specialty: 'content.stories.margaretSpecialty',
    condition: 'content.stories.margaretCondition',
    quote: 'content.stories.margaretQuote',
  },
  jorge: {
    specialty: 'content.stories.jorgeSpecialty',
    condition: 'content.stories.jorgeCondition',
    quote: 'content.stories.jorgeQuote',
  },
  helen: {
    specialty: 'content.stories.helenSpecialty',
    condition: 'content.stories.helenCondition',
    quote: 'content.stories.helenQuote',
  },
  david: {
    name: 'content.stories.davidName',
    specialty: 'content.stories.davidSpecialty',
    condition: 'content.stories.davidCondition',
    quote: 'content.stories.davidQuote',
  },
};
