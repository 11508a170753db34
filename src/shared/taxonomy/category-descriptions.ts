/**
 * One plain sentence about each category (ADR 23), in each language: what the pickers show under a
 * category's name and what a profile that has not written its own words says. Apart from
 * category-list.ts, so the pages that only name categories do not download them.
 */
import type { CategorySlug } from './category-list.ts';
import { inLocale, type Locale } from '../i18n/locales.ts';

type Description = { readonly en: string; readonly es: string };

export const CATEGORY_DESCRIPTIONS: Readonly<Record<CategorySlug, Description>> = {
  'primary-care': {
    en: 'Your main doctor for check-ups, everyday illnesses, medicines and referrals to specialists.',
    es: 'Su médico principal para chequeos, enfermedades comunes, medicinas y referidos a especialistas.',
  },
  geriatrics: {
    en: 'Doctors who specialize in people over 65: many medicines, falls, memory and staying independent.',
    es: 'Médicos que se especializan en personas mayores de 65 años: muchas medicinas, caídas, memoria y vida independiente.',
  },
  heart: {
    en: 'Doctors for the heart and blood pressure: chest pain, irregular heartbeat, heart failure and care after a heart attack.',
    es: 'Médicos del corazón y la presión arterial: dolor de pecho, latidos irregulares, insuficiencia cardíaca y cuidado después de un infarto.',
  },
  'veins-and-circulation': {
    en: 'Doctors for varicose veins, poor circulation in the legs, blocked arteries and aneurysms.',
    es: 'Médicos para las várices, la mala circulación en las piernas, las arterias tapadas y los aneurismas.',
  },
  'diabetes-and-hormones': {
    en: 'Doctors for diabetes, thyroid problems, thinning bones and other hormone problems.',
    es: 'Médicos para la diabetes, la tiroides, los huesos débiles y otros problemas de las hormonas.',
  },
  'stomach-and-digestion': {
    en: 'Doctors for the stomach, bowels and liver: heartburn, constipation, colonoscopy and liver disease.',
    es: 'Médicos del estómago, los intestinos y el hígado: acidez, estreñimiento, colonoscopia y enfermedades del hígado.',
  },
  'memory-and-brain': {
    en: "Doctors for the brain and nerves: memory problems, stroke, Parkinson's, seizures, headaches and numbness.",
    es: 'Médicos del cerebro y los nervios: problemas de memoria, derrames, Parkinson, convulsiones, dolores de cabeza y adormecimiento.',
  },
  'brain-and-spine-surgery': {
    en: 'Surgeons who operate on the brain, spine and nerves, for example for a slipped disc.',
    es: 'Cirujanos que operan el cerebro, la columna y los nervios, por ejemplo por una hernia de disco.',
  },
  'cancer-care': {
    en: 'Doctors who treat cancer and blood diseases with medicines, radiation or surgery.',
    es: 'Médicos que tratan el cáncer y las enfermedades de la sangre con medicinas, radiación o cirugía.',
  },
  'eye-doctor': {
    en: 'Medical doctors for eye diseases and eye surgery: cataracts, glaucoma, macular degeneration and diabetic eye care.',
    es: 'Médicos para las enfermedades y la cirugía de los ojos: cataratas, glaucoma, degeneración macular y los ojos en la diabetes.',
  },
  'eye-exams-and-glasses': {
    en: 'Eye exams, glasses and contact lenses, and help for low vision.',
    es: 'Exámenes de la vista, espejuelos, lentes de contacto y ayuda para la baja visión.',
  },
  skin: {
    en: 'Doctors for the skin, hair and nails: rashes, moles, skin cancer checks and itching.',
    es: 'Médicos de la piel, el cabello y las uñas: erupciones, lunares, revisión de cáncer de piel y picazón.',
  },
  'foot-care': {
    en: 'Foot doctors for corns, bunions, nails, heel pain and diabetic foot care.',
    es: 'Médicos de los pies para callos, juanetes, uñas, dolor de talón y el cuidado de los pies en la diabetes.',
  },
  'bones-and-joints': {
    en: 'Doctors for bones, joints and muscles: broken bones, hip and knee replacement and sports injuries.',
    es: 'Médicos de los huesos, las articulaciones y los músculos: fracturas, reemplazo de cadera y rodilla y lesiones deportivas.',
  },
  arthritis: {
    en: 'Doctors for arthritis, gout, lupus and other diseases of the joints and the immune system.',
    es: 'Médicos para la artritis, la gota, el lupus y otras enfermedades de las articulaciones y las defensas del cuerpo.',
  },
  'lungs-and-breathing': {
    en: 'Doctors and therapists for the lungs: COPD, asthma, shortness of breath, oxygen and breathing treatments.',
    es: 'Médicos y terapeutas de los pulmones: EPOC, asma, falta de aire, oxígeno y tratamientos para respirar.',
  },
  sleep: {
    en: 'Doctors and sleep studies for snoring, sleep apnea and trouble sleeping.',
    es: 'Médicos y estudios del sueño para los ronquidos, la apnea del sueño y el insomnio.',
  },
  kidneys: {
    en: 'Doctors and dialysis centers for kidney disease and kidney failure.',
    es: 'Médicos y centros de diálisis para las enfermedades de los riñones.',
  },
  'bladder-and-prostate': {
    en: "Doctors for the bladder, the prostate and kidney stones: leaking urine, going too often and men's health.",
    es: 'Médicos de la vejiga, la próstata y las piedras en los riñones: escapes de orina, orinar muy seguido y la salud del hombre.',
  },
  hearing: {
    en: 'Hearing tests, hearing aids and help with ringing in the ears.',
    es: 'Exámenes de audición, audífonos y ayuda con el zumbido en los oídos.',
  },
  'ear-nose-and-throat': {
    en: 'Doctors for the ears, nose, sinuses, throat and voice, and for dizziness.',
    es: 'Médicos de los oídos, la nariz, los senos nasales, la garganta y la voz, y para los mareos.',
  },
  'speech-and-swallowing': {
    en: 'Therapists who help with speech, language, voice and swallowing, for example after a stroke.',
    es: 'Terapeutas que ayudan con el habla, el lenguaje, la voz y para tragar, por ejemplo después de un derrame.',
  },
  'mental-health': {
    en: 'Psychiatrists, psychiatric nurse practitioners and clinics for depression, anxiety and other mental illness, who can prescribe medicine.',
    es: 'Psiquiatras, enfermeras practicantes y clínicas para la depresión, la ansiedad y otras enfermedades mentales, que pueden recetar medicinas.',
  },
  'counseling-and-therapy': {
    en: 'Psychologists, counselors and social workers who listen and help with grief, stress, family problems and low mood.',
    es: 'Psicólogos, consejeros y trabajadores sociales que le escuchan y le ayudan con el duelo, el estrés, los problemas de familia y la tristeza.',
  },
  'addiction-recovery': {
    en: 'Doctors, counselors and programs that help people stop drinking, smoking or using drugs or opioids.',
    es: 'Médicos, consejeros y programas que ayudan a dejar el alcohol, el cigarrillo, las drogas o los opioides.',
  },
  'physical-therapy': {
    en: 'Therapists who help you move, walk and get stronger after an injury, an operation or a fall, and help prevent falls.',
    es: 'Terapeutas que le ayudan a moverse, caminar y fortalecerse después de una lesión, una operación o una caída, y a prevenir caídas.',
  },
  'occupational-therapy': {
    en: 'Therapists who help you manage daily tasks such as dressing, bathing and cooking, and make your home safer.',
    es: 'Terapeutas que le ayudan con las tareas diarias, como vestirse, bañarse y cocinar, y a hacer su casa más segura.',
  },
  rehabilitation: {
    en: 'Doctors and centers for recovery after a stroke, an injury, an amputation or a long hospital stay.',
    es: 'Médicos y centros para recuperarse después de un derrame, una lesión, una amputación o una larga hospitalización.',
  },
  'pain-management': {
    en: 'Doctors who treat long-lasting pain in the back, neck, joints or nerves with medicines, injections and other treatments.',
    es: 'Médicos que tratan el dolor que no se quita en la espalda, el cuello, las articulaciones o los nervios con medicinas, inyecciones y otros tratamientos.',
  },
  chiropractor: {
    en: 'Chiropractors treat back, neck and joint pain with spinal adjustments and exercises.',
    es: 'Los quiroprácticos tratan el dolor de espalda, cuello y articulaciones con ajustes de la columna y ejercicios.',
  },
  dentist: {
    en: 'Dentists and dental clinics for check-ups, cleanings, fillings, dentures and toothache.',
    es: 'Dentistas y clínicas dentales para chequeos, limpiezas, empastes, dentaduras y dolor de muelas.',
  },
  'womens-health': {
    en: "Gynecologists, midwives and clinics for women's health: check-ups, menopause, pelvic problems and pregnancy.",
    es: 'Ginecólogos, parteras y clínicas para la salud de la mujer: chequeos, menopausia, problemas de la pelvis y embarazo.',
  },
  'childrens-doctors': {
    en: 'Doctors and services for babies, children and teenagers, for when you look for care for a grandchild.',
    es: 'Médicos y servicios para bebés, niños y adolescentes, por si busca atención para un nieto.',
  },
  allergies: {
    en: 'Doctors for allergies, hay fever, food and drug allergies, hives and problems with the immune system.',
    es: 'Médicos para las alergias, la fiebre del heno, las alergias a comidas o medicinas, la urticaria y los problemas de las defensas.',
  },
  infections: {
    en: 'Doctors for hard-to-treat infections, HIV, hepatitis and vaccines for travel.',
    es: 'Médicos para infecciones difíciles de tratar, VIH, hepatitis y vacunas para viajar.',
  },
  'urgent-care': {
    en: 'Walk-in clinics and emergency doctors for illnesses and injuries that cannot wait; in an emergency, call 911.',
    es: 'Clínicas sin cita y médicos de emergencia para enfermedades y lesiones que no pueden esperar; en una emergencia, llame al 911.',
  },
  hospitals: {
    en: "Hospitals for operations, serious illness and overnight stays, including children's, psychiatric and long-term care hospitals.",
    es: 'Hospitales para operaciones, enfermedades graves y estancias de una o más noches, incluidos los de niños, los psiquiátricos y los de cuidados prolongados.',
  },
  'nursing-homes': {
    en: 'Nursing homes and skilled nursing facilities with nursing care around the clock, for a short recovery or a long stay.',
    es: 'Hogares de ancianos y centros de enfermería especializada con cuidado las 24 horas, para recuperarse por un tiempo o para quedarse.',
  },
  'assisted-living': {
    en: 'Homes where older adults live with help for daily tasks, including memory care for dementia.',
    es: 'Residencias donde las personas mayores viven con ayuda para las tareas diarias, incluido el cuidado para la demencia.',
  },
  'home-health-care': {
    en: "Nurses and therapists who come to your home, often after a hospital stay, with a doctor's order.",
    es: 'Enfermeras y terapeutas que vienen a su casa, muchas veces después de una hospitalización, con orden del médico.',
  },
  'help-at-home': {
    en: 'Aides and companions who help at home with bathing, dressing, meals, housework and company.',
    es: 'Asistentes y acompañantes que ayudan en casa con el baño, la ropa, las comidas, la limpieza y la compañía.',
  },
  hospice: {
    en: 'Comfort care for serious illness and at the end of life, at home or in a hospice, with support for the family.',
    es: 'Cuidados de alivio para enfermedades graves y al final de la vida, en casa o en un hospicio, con apoyo para la familia.',
  },
  'adult-day-and-respite-care': {
    en: 'Day centers for older adults, and short stays that give family caregivers a break.',
    es: 'Centros de día para personas mayores y estancias cortas que le dan un descanso a la familia que cuida.',
  },
  'all-inclusive-care-pace': {
    en: 'Programs that bring together medical care, a day center, help at home and rides for people 55 and older who need a lot of care but live at home.',
    es: 'Programas que reúnen atención médica, centro de día, ayuda en casa y transporte para personas de 55 años o más que necesitan mucho cuidado pero viven en casa.',
  },
  'disability-services': {
    en: 'Homes, day programs and services for people with intellectual, developmental or physical disabilities.',
    es: 'Residencias, programas de día y servicios para personas con discapacidad intelectual, del desarrollo o física.',
  },
  'medical-equipment': {
    en: 'Wheelchairs, walkers, hospital beds, oxygen, diabetic supplies, medical alert buttons and home changes such as ramps.',
    es: 'Sillas de ruedas, andadores, camas de hospital, oxígeno, artículos para la diabetes, botones de alerta médica y cambios en la casa como rampas.',
  },
  'prosthetics-and-orthotics': {
    en: 'Specialists who make and fit artificial limbs, braces, breast forms and other devices.',
    es: 'Especialistas que hacen y ajustan prótesis, aparatos ortopédicos, prótesis de seno y otros aparatos.',
  },
  pharmacy: {
    en: 'Pharmacies and pharmacists for prescriptions, vaccines and advice about your medicines.',
    es: 'Farmacias y farmacéuticos para recetas, vacunas y consejos sobre sus medicinas.',
  },
  imaging: {
    en: 'Centers and doctors for X-rays, mammograms, ultrasound, CT and MRI scans.',
    es: 'Centros y médicos para radiografías, mamografías, ultrasonidos, tomografías y resonancias.',
  },
  'lab-tests': {
    en: 'Laboratories where you give blood or other samples for the tests your doctor ordered.',
    es: 'Laboratorios donde le sacan sangre u otras muestras para los análisis que pidió su médico.',
  },
  surgery: {
    en: 'General surgeons and outpatient surgery centers, for hernias, the gallbladder and other operations.',
    es: 'Cirujanos generales y centros de cirugía ambulatoria, para hernias, la vesícula y otras operaciones.',
  },
  'plastic-surgery': {
    en: 'Surgeons who repair or reshape the body after an injury or cancer, or for its looks, such as eyelids or breast reconstruction.',
    es: 'Cirujanos que reparan o cambian el cuerpo después de una lesión o un cáncer, o por estética, como los párpados o la reconstrucción del seno.',
  },
  'nutrition-and-weight': {
    en: 'Dietitians and doctors who help you eat well for diabetes, heart or kidney disease, and reach a healthy weight.',
    es: 'Dietistas y médicos que le ayudan a comer bien para la diabetes, el corazón o los riñones, y a llegar a un peso saludable.',
  },
  'meals-at-home': {
    en: 'Services that bring ready meals to your home, such as Meals on Wheels.',
    es: 'Servicios que le llevan comidas preparadas a su casa, como Meals on Wheels.',
  },
  'acupuncture-and-natural-medicine': {
    en: 'Acupuncturists, massage therapists, naturopaths and other practitioners of complementary care.',
    es: 'Acupunturistas, masajistas, naturópatas y otros profesionales de la medicina complementaria.',
  },
  genetics: {
    en: 'Doctors and genetic counselors who explain inherited conditions and genetic tests.',
    es: 'Médicos y consejeros genéticos que explican las enfermedades hereditarias y las pruebas genéticas.',
  },
  'clinics-and-health-centers': {
    en: 'Clinics, medical groups and community health centers with several kinds of care in one place, often with fees based on income.',
    es: 'Clínicas, grupos médicos y centros de salud comunitarios con varios tipos de atención en un solo lugar, muchas veces con tarifas según sus ingresos.',
  },
  nurses: {
    en: 'Registered and licensed practical nurses, for care, advice, dressings and injections.',
    es: 'Enfermeras registradas y prácticas con licencia, para cuidados, consejos, curaciones e inyecciones.',
  },
  'wound-care': {
    en: 'Nurses and doctors for wounds that do not heal, such as diabetic foot ulcers and bed sores, including hyperbaric oxygen and ostomy care.',
    es: 'Enfermeras y médicos para heridas que no sanan, como las úlceras del pie diabético y las llagas de cama, incluidos el oxígeno hiperbárico y el cuidado de la ostomía.',
  },
  'rides-to-appointments': {
    en: 'Wheelchair vans, medical rides and other transport to get you to your appointments.',
    es: 'Camionetas para sillas de ruedas, transporte médico y otros viajes para llegar a sus citas.',
  },
  ambulance: {
    en: 'Ambulance services and paramedics; in an emergency, call 911.',
    es: 'Servicios de ambulancia y paramédicos; en una emergencia, llame al 911.',
  },
  'care-coordination': {
    en: 'Case managers, community health workers and agencies that help you find services and benefits, and interpreters.',
    es: 'Administradores de casos, promotores de salud y agencias que le ayudan a encontrar servicios y beneficios, e intérpretes.',
  },
};

/** A category's description in a language ('' for a value that is not a category's slug). */
export function categoryDescription(slug: string | null | undefined, locale: Locale | undefined): string {
  const description = slug
    ? (CATEGORY_DESCRIPTIONS as Record<string, Description | undefined>)[slug]
    : undefined;
  return description ? inLocale(description, locale) : '';
}
