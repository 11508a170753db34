import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { createTranslator } from '../i18n/translate.ts';
import enCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../i18n/locales/es/common.json' with { type: 'json' };
import { codeWords, specialtyWords } from './specialty-words.ts';

const english = createTranslator('en', [compileCatalogue(enCommon)]).t;
const spanish = createTranslator('es', [compileCatalogue(esCommon)]).t;
const podiatrist = { code: '213E00000X', name: 'Podiatrist', category: 'foot-care' };

describe('an exact specialty for a reviewer', () => {
  it("says NUCC's name, its kind of care in the reader's language, and the code", () => {
    expect(specialtyWords(english, 'en', podiatrist)).toBe(
      'Podiatrist, in Foot care (podiatrist) (code 213E00000X)',
    );
    expect(specialtyWords(spanish, 'es', podiatrist)).toMatch(/^Podiatrist, en .+ \(código 213E00000X\)$/);
  });

  it('names a hidden code by NUCC alone, and shows a code the server did not name as it is', () => {
    const pathologist = {
      code: '207ZP0102X',
      name: 'Anatomic Pathology & Clinical Pathology Physician',
      category: null,
    };
    expect(specialtyWords(english, 'en', pathologist)).toBe(
      'Anatomic Pathology & Clinical Pathology Physician (code 207ZP0102X)',
    );
    const named = codeWords(english, 'en', [podiatrist]);
    expect(named('213E00000X')).toBe('Podiatrist, in Foot care (podiatrist) (code 213E00000X)');
    expect(named('999999999X')).toBe('999999999X');
  });
});
