/** Where people reach a real person; shown in the footer, the help boxes and the legal pages. */
export const SUPPORT_EMAIL = 'support@careconnect.test';
