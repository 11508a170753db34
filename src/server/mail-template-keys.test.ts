import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_KEYS } from '#shared/admin/console.ts';
import { TEMPLATES } from './mail-templates.ts';

describe("the outbox's name for each kind of email", () => {
  it('has a key for every template the server sends, and none for one it does not', () => {
    expect(Object.keys(MAIL_TEMPLATE_KEYS).sort()).toEqual(Object.keys(TEMPLATES).sort());
  });
});
