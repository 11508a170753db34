/**
 * The kinds of care a senior or a family member looks for (ADR 23), as every screen names them: the
 * slug, the plain name in each language and the schema.org type. Apart on purpose, so a card, a
 * select or a banner can name a category without downloading the descriptions
 * (category-descriptions.ts) or the lay words and code rules (categories.ts, which adds both).
 *
 * Spanish is written for older readers in Miami: US Spanish, "usted", everyday words.
 */

/** The schema.org type a listing of this category is published as (schema.org/MedicalBusiness...). */
export type SchemaOrgType =
  | 'Physician'
  | 'Dentist'
  | 'Optician'
  | 'Pharmacy'
  | 'Physiotherapy'
  | 'Hospital'
  | 'MedicalClinic'
  | 'DiagnosticLab'
  | 'EmergencyService'
  | 'MedicalBusiness'
  | 'MedicalOrganization';

export type CategoryEntry = {
  /** Stable, in addresses: kebab-case English. */
  readonly slug: string;
  readonly name: { readonly en: string; readonly es: string };
  readonly schemaType: SchemaOrgType;
};

/** In the order pickers and selects list them: the care older adults look for most first. */
export const CATEGORY_LIST = [
  {
    slug: 'primary-care',
    name: { en: 'Primary care (family doctor)', es: 'Atención primaria (médico de familia)' },
    schemaType: 'Physician',
  },
  {
    slug: 'geriatrics',
    name: { en: 'Doctors for older adults (geriatrics)', es: 'Médicos para personas mayores (geriatría)' },
    schemaType: 'Physician',
  },
  {
    slug: 'heart',
    name: { en: 'Heart (cardiology)', es: 'Corazón (cardiología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'veins-and-circulation',
    name: { en: 'Veins and circulation (vascular)', es: 'Venas y circulación (vascular)' },
    schemaType: 'Physician',
  },
  {
    slug: 'diabetes-and-hormones',
    name: { en: 'Diabetes and hormones (endocrinology)', es: 'Diabetes y hormonas (endocrinología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'stomach-and-digestion',
    name: { en: 'Stomach and digestion (gastroenterology)', es: 'Estómago y digestión (gastroenterología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'memory-and-brain',
    name: { en: 'Memory and brain (neurology)', es: 'Memoria y cerebro (neurología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'brain-and-spine-surgery',
    name: {
      en: 'Brain and spine surgery (neurosurgery)',
      es: 'Cirugía del cerebro y la columna (neurocirugía)',
    },
    schemaType: 'Physician',
  },
  {
    slug: 'cancer-care',
    name: { en: 'Cancer care (oncology)', es: 'Cáncer (oncología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'eye-doctor',
    name: { en: 'Eye doctor (ophthalmologist)', es: 'Médico de los ojos (oftalmólogo)' },
    schemaType: 'Physician',
  },
  {
    slug: 'eye-exams-and-glasses',
    name: { en: 'Eye exams and glasses (optometrist)', es: 'Examen de la vista y espejuelos (optometrista)' },
    schemaType: 'Optician',
  },
  {
    slug: 'skin',
    name: { en: 'Skin (dermatology)', es: 'Piel (dermatología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'foot-care',
    name: { en: 'Foot care (podiatrist)', es: 'Cuidado de los pies (podólogo)' },
    schemaType: 'Physician',
  },
  {
    slug: 'bones-and-joints',
    name: { en: 'Bones and joints (orthopedics)', es: 'Huesos y articulaciones (ortopedia)' },
    schemaType: 'Physician',
  },
  {
    slug: 'arthritis',
    name: { en: 'Arthritis (rheumatology)', es: 'Artritis (reumatología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'lungs-and-breathing',
    name: { en: 'Lungs and breathing (pulmonology)', es: 'Pulmones y respiración (neumología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'sleep',
    name: { en: 'Sleep problems (sleep medicine)', es: 'Problemas del sueño (medicina del sueño)' },
    schemaType: 'Physician',
  },
  {
    slug: 'kidneys',
    name: { en: 'Kidneys (nephrology)', es: 'Riñones (nefrología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'bladder-and-prostate',
    name: { en: 'Bladder and prostate (urology)', es: 'Vejiga y próstata (urología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'hearing',
    name: { en: 'Hearing (audiologist)', es: 'Audición (audiólogo)' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'ear-nose-and-throat',
    name: { en: 'Ear, nose and throat', es: 'Otorrinolaringología (oído, nariz y garganta)' },
    schemaType: 'Physician',
  },
  {
    slug: 'speech-and-swallowing',
    name: { en: 'Speech and swallowing (speech therapy)', es: 'Hablar y tragar (terapia del habla)' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'mental-health',
    name: { en: 'Mental health (psychiatry)', es: 'Salud mental (psiquiatría)' },
    schemaType: 'Physician',
  },
  {
    slug: 'counseling-and-therapy',
    name: { en: 'Counseling and therapy', es: 'Consejería y terapia' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'addiction-recovery',
    name: {
      en: 'Alcohol and drug recovery (addiction)',
      es: 'Recuperación del alcohol y las drogas (adicciones)',
    },
    schemaType: 'MedicalClinic',
  },
  {
    slug: 'physical-therapy',
    name: { en: 'Physical therapy', es: 'Terapia física (fisioterapia)' },
    schemaType: 'Physiotherapy',
  },
  {
    slug: 'occupational-therapy',
    name: { en: 'Occupational therapy (everyday tasks)', es: 'Terapia ocupacional (tareas diarias)' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'rehabilitation',
    name: { en: 'Rehabilitation (physical medicine)', es: 'Rehabilitación (medicina física)' },
    schemaType: 'MedicalClinic',
  },
  {
    slug: 'pain-management',
    name: { en: 'Pain management', es: 'Control del dolor' },
    schemaType: 'Physician',
  },
  {
    slug: 'chiropractor',
    name: { en: 'Chiropractor', es: 'Quiropráctico' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'dentist',
    name: { en: 'Dentist', es: 'Dentista' },
    schemaType: 'Dentist',
  },
  {
    slug: 'womens-health',
    name: { en: "Women's health (gynecology)", es: 'Salud de la mujer (ginecología)' },
    schemaType: 'Physician',
  },
  {
    slug: 'childrens-doctors',
    name: { en: "Children's doctors (pediatrics)", es: 'Médicos para niños (pediatría)' },
    schemaType: 'Physician',
  },
  {
    slug: 'allergies',
    name: { en: 'Allergies (allergist)', es: 'Alergias (alergista)' },
    schemaType: 'Physician',
  },
  {
    slug: 'infections',
    name: { en: 'Infections (infectious disease)', es: 'Infecciones (enfermedades infecciosas)' },
    schemaType: 'Physician',
  },
  {
    slug: 'urgent-care',
    name: { en: 'Urgent care and emergency', es: 'Atención urgente y emergencias' },
    schemaType: 'MedicalClinic',
  },
  {
    slug: 'hospitals',
    name: { en: 'Hospitals', es: 'Hospitales' },
    schemaType: 'Hospital',
  },
  {
    slug: 'nursing-homes',
    name: { en: 'Nursing homes', es: 'Hogares de ancianos y centros de enfermería' },
    schemaType: 'MedicalOrganization',
  },
  {
    slug: 'assisted-living',
    name: { en: 'Assisted living and memory care', es: 'Vida asistida y cuidado de la memoria' },
    schemaType: 'MedicalOrganization',
  },
  {
    slug: 'home-health-care',
    name: { en: 'Home health care', es: 'Cuidado de salud en el hogar' },
    schemaType: 'MedicalOrganization',
  },
  {
    slug: 'help-at-home',
    name: { en: 'Help at home (aides and companions)', es: 'Ayuda en casa (asistentes y acompañantes)' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'hospice',
    name: { en: 'Hospice and palliative care', es: 'Hospicio y cuidados paliativos' },
    schemaType: 'MedicalOrganization',
  },
  {
    slug: 'adult-day-and-respite-care',
    name: { en: 'Adult day care and respite care', es: 'Centros de día y relevo para cuidadores' },
    schemaType: 'MedicalOrganization',
  },
  {
    slug: 'all-inclusive-care-pace',
    name: {
      en: 'All-inclusive care for seniors (PACE)',
      es: 'Cuidado completo para personas mayores (PACE)',
    },
    schemaType: 'MedicalOrganization',
  },
  {
    slug: 'disability-services',
    name: { en: 'Disability services', es: 'Servicios para personas con discapacidad' },
    schemaType: 'MedicalOrganization',
  },
  {
    slug: 'medical-equipment',
    name: { en: 'Medical equipment and supplies', es: 'Equipo médico y suministros' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'prosthetics-and-orthotics',
    name: {
      en: 'Artificial limbs and braces (prosthetics and orthotics)',
      es: 'Prótesis y aparatos ortopédicos',
    },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'pharmacy',
    name: { en: 'Pharmacy', es: 'Farmacia' },
    schemaType: 'Pharmacy',
  },
  {
    slug: 'imaging',
    name: { en: 'X-rays and scans (imaging)', es: 'Radiografías y estudios de imagen' },
    schemaType: 'MedicalClinic',
  },
  {
    slug: 'lab-tests',
    name: { en: 'Lab tests and blood draws', es: 'Análisis de laboratorio y de sangre' },
    schemaType: 'DiagnosticLab',
  },
  {
    slug: 'surgery',
    name: { en: 'Surgery and surgery centers', es: 'Cirugía y centros de cirugía' },
    schemaType: 'Physician',
  },
  {
    slug: 'plastic-surgery',
    name: { en: 'Plastic surgery', es: 'Cirugía plástica' },
    schemaType: 'Physician',
  },
  {
    slug: 'nutrition-and-weight',
    name: { en: 'Nutrition and weight (dietitian)', es: 'Nutrición y peso (dietista)' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'meals-at-home',
    name: { en: 'Meals at home (meal delivery)', es: 'Comidas a domicilio' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'acupuncture-and-natural-medicine',
    name: { en: 'Acupuncture, massage and natural medicine', es: 'Acupuntura, masajes y medicina natural' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'genetics',
    name: { en: 'Genetic testing and counseling', es: 'Pruebas y consejería genética' },
    schemaType: 'Physician',
  },
  {
    slug: 'clinics-and-health-centers',
    name: { en: 'Clinics and community health centers', es: 'Clínicas y centros de salud comunitarios' },
    schemaType: 'MedicalClinic',
  },
  {
    slug: 'nurses',
    name: { en: 'Nurses', es: 'Enfermeras' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'wound-care',
    name: { en: 'Wound care', es: 'Cuidado de heridas' },
    schemaType: 'MedicalClinic',
  },
  {
    slug: 'rides-to-appointments',
    name: { en: 'Rides to appointments', es: 'Transporte a las citas' },
    schemaType: 'MedicalBusiness',
  },
  {
    slug: 'ambulance',
    name: { en: 'Ambulance', es: 'Ambulancia' },
    schemaType: 'EmergencyService',
  },
  {
    slug: 'care-coordination',
    name: {
      en: 'Care coordination and social services',
      es: 'Coordinación de cuidados y servicios sociales',
    },
    schemaType: 'MedicalOrganization',
  },
] as const satisfies readonly CategoryEntry[];

export type CategorySlug = (typeof CATEGORY_LIST)[number]['slug'];

const BY_SLUG: ReadonlyMap<string, CategoryEntry> = new Map(CATEGORY_LIST.map((c) => [c.slug, c]));

/** A category's slug, name and type, or undefined for a value that is not a category's slug. */
export const categoryEntry = (slug: string | null | undefined): CategoryEntry | undefined =>
  slug ? BY_SLUG.get(slug) : undefined;

export const isCategorySlug = (value: string): value is CategorySlug => BY_SLUG.has(value);
