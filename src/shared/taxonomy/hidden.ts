/**
 * NUCC codes deliberately left out of the categories people browse (ADR 23), each group with its
 * reason. A provider carrying only such a code can still be stored under its code; it is simply
 * not offered as a kind of care to look for. The rules compete with the categories' rules
 * (rules.ts): a narrower category rule takes a code back (the laboratory itself is listed though
 * the laboratory technicians are not).
 */
import {
  PHYSICIANS,
  classification,
  codes,
  grouping,
  prefix,
  specialization,
  type CodeRule,
} from './rules.ts';

export type HiddenGroup = {
  readonly id: string;
  readonly reason: string;
  readonly codes: readonly CodeRule[];
};

export const HIDDEN = [
  {
    id: 'retired-codes',
    reason: 'NUCC has retired these codes (named "Deactivated"); no provider should carry them now.',
    codes: [{ deactivated: true }],
  },
  {
    id: 'students',
    reason: 'Students in training are not listed on their own.',
    codes: [grouping('Student, Health Care')],
  },
  {
    id: 'laboratory-specialists',
    reason:
      'Pathologists and laboratory scientists examine samples and images sent by other doctors; patients do not book them (the laboratories are listed).',
    codes: [
      classification('Pathology'),
      classification('Clinical Pharmacology'),
      specialization('Dermatopathology'),
      specialization('Molecular Genetic Pathology'),
      codes('1223P0106X', '1223X0008X', '2085R0205X'),
    ],
  },
  {
    id: 'tissue-banks',
    reason: 'Blood, eye and organ banks supply hospitals, not patients.',
    codes: [codes('331L00000X', '332G00000X', '335U00000X')],
  },
  {
    id: 'anesthesia',
    reason: 'Anesthesia is arranged by the surgeon or the hospital, not chosen by the patient.',
    codes: [
      classification('Anesthesiology'),
      classification('Nurse Anesthetist, Certified Registered'),
      classification('Anesthesiologist Assistant'),
      codes('1223D0004X'),
    ],
  },
  {
    id: 'hospital-only',
    reason:
      'Hospitalists, intensive-care, trauma and poison specialists see only patients who are already in hospital.',
    codes: [
      classification('Hospitalist'),
      specialization('Critical Care Medicine'),
      specialization('Neurocritical Care'),
      specialization('Pediatric Critical Care Medicine'),
      specialization('Medical Toxicology', PHYSICIANS),
      codes('2086S0102X', '2086S0127X', '207PE0004X', '363LA2100X', '364SA2100X', '364SP2800X', '364SM0705X'),
    ],
  },
  {
    id: 'technicians-and-assistants',
    reason:
      'Technicians, technologists and assistants work under a clinician, who is the one people look for and book.',
    codes: [
      grouping('Technologists, Technicians & Other Technical Service Providers'),
      classification('Technician/Technologist', 'Eye and Vision Services Providers'),
      classification('Dental Assistant'),
      classification('Dental Laboratory Technician'),
      classification('Dental Laboratory'),
      classification('Pharmacy Technician'),
      classification('Physical Therapy Assistant'),
      classification('Occupational Therapy Assistant'),
      classification('Recreational Therapist Assistant'),
      classification('Pulmonary Function Technologist'),
      classification('Assistant, Podiatric'),
      classification('Behavior Technician'),
      classification('Licensed Psychiatric Technician'),
      classification('Dietetic Technician, Registered'),
      classification('Specialist/Technologist', 'Speech, Language and Hearing Service Providers'),
      codes('225500000X'),
    ],
  },
  {
    id: 'administration-and-research',
    reason:
      'Administrators, informatics, ethics, research and food-service roles give no care a patient books.',
    codes: [
      classification('Specialist', 'Other Service Providers'),
      classification('Clinical Ethicist'),
      classification('Nursing Home Administrator'),
      classification('Dietary Manager'),
      specialization('Clinical Informatics'),
      codes('163WA2000X', '163WC1600X', '163WI0600X', '364SI0800X', '364SE1400X', '261QR1100X'),
    ],
  },
  {
    id: 'examiners-for-others',
    reason: 'Examiners who work for courts, insurers and employers, not for the patient.',
    codes: [
      classification('Legal Medicine'),
      classification('Independent Medical Examiner'),
      specialization('Independent Medical Examiner'),
      codes('2084F0202X', '103TF0200X'),
    ],
  },
  {
    id: 'work-health',
    reason: 'Occupational and aerospace medicine is arranged by employers for their workers.',
    codes: [
      codes(
        '2083X0100X',
        '2083P0500X',
        '2083A0100X',
        '261QX0100X',
        '261QC1800X',
        '363LX0106X',
        '364SX0106X',
        '163WX0106X',
      ),
    ],
  },
  {
    id: 'schools',
    reason: 'School and college staff serve their own students.',
    codes: [specialization('School'), codes('251300000X', '261QS1000X', '163WC1400X')],
  },
  {
    id: 'military-and-prison',
    reason: 'Services only for members of the armed forces on duty, or for people in prison.',
    codes: [
      classification('Military Health Care Provider'),
      prefix('261QM110'),
      prefix('3418'),
      codes('2865X1600X', '261QP2400X'),
    ],
  },
  {
    id: 'health-plans',
    reason: 'Health plans pay for care; they are not places to get it (insurance has its own filter).',
    codes: [grouping('Managed Care Organizations')],
  },
  {
    id: 'hospital-pharmacy',
    reason: 'Nuclear and institutional pharmacies supply hospitals and clinics, not the public.',
    codes: [codes('3336N0007X', '3336I0012X', '1835N0905X')],
  },
  {
    id: 'not-health-care',
    reason:
      'Not health care a person books here: funeral directors, veterinarians, travel lodging, foster care and religious non-medical care.',
    codes: [
      classification('Funeral Director'),
      classification('Veterinarian'),
      classification('Lodging'),
      classification('Foster Care Agency'),
      classification('Religious Nonmedical Practitioner'),
      classification('Religious Nonmedical Nursing Personnel'),
      classification('Religious Nonmedical Health Care Institution'),
    ],
  },
] as const satisfies readonly HiddenGroup[];
