/**
 * The built-in Spanish of the managed pages (every text key; pictures, videos and flags come from
 * English): data, like the catalogues, that an admin's Spanish replaces. Registered by language in
 * ../../../site/page-content.ts.
 */

export const builtInPageContent = {
  hero: {
    title: 'Encuentre médicos de confianza cerca de usted',
    description:
      'CareConnect ayuda a las personas mayores de Florida y a sus familias a encontrar y comparar médicos que aceptan Medicare, y a reservar citas con ellos — con palabras sencillas, botones grandes y sin prisas.',
  },
  how_it_works: {
    title: 'Cómo funciona CareConnect',
    description: 'Tres pasos sencillos, desde la búsqueda hasta la visita con su médico.',
    step1_title: 'Busque',
    step1_description: 'Díganos qué tipo de atención necesita, dónde y qué seguro médico tiene.',
    step2_title: 'Compare',
    step2_description: 'Lea opiniones honestas, vea las horas disponibles y compruebe quién acepta Medicare.',
    step3_title: 'Reserve su cita',
    step3_description:
      'Elija la hora que mejor le convenga y reserve su cita. Le enviamos un recordatorio el día anterior.',
  },
  specialty_section: {
    title: 'Busque atención por especialidad',
    description:
      'Desde médicos de familia hasta el cuidado de los pies, empiece por el tipo de atención que necesita.',
  },
  finding_care: {
    title: 'Encontrar atención médica debe ser sencillo',
    subtitle:
      'Sin menús telefónicos ni adivinanzas: vea quién acepta pacientes nuevos y reserve su cita en minutos.',
    button_text: 'Buscar un médico',
  },
  provider_cta: {
    title: '¿Es usted un proveedor de atención médica?',
    description: 'Únase a CareConnect y ayude a las personas mayores de su comunidad a encontrarle.',
    benefit1_text: 'Llegue a pacientes que buscan atención cerca de usted',
    benefit2_text: 'Citas en línea y recordatorios',
    benefit3_text: 'Mensajes con sus pacientes',
    benefit4_text: 'Opiniones que generan confianza',
    button_text: 'Solicite aparecer en CareConnect',
    testimonial_name: '',
    testimonial_text: '',
  },
  about: {
    hero_title: 'Acerca de CareConnect',
    hero_description:
      'Ayudamos a las personas mayores de Florida, y a las familias que las cuidan, a encontrar un médico de confianza — y a reservar una cita sin pasar por un solo menú telefónico.',
    story_title: 'Por qué empezamos',
    story_description:
      'Encontrar un médico nuevo no debería costar una docena de llamadas. Sin embargo, muchas personas con Medicare pasan semanas haciendo las mismas preguntas. CareConnect las responde en un solo lugar, con palabras sencillas.',
    story_point_1: '¿Acepta este médico mi plan?',
    story_point_2: '¿Acepta pacientes nuevos? ¿Cuándo?',
    story_point_3: '¿Puedo llegar hasta allí? ¿Hablan mi idioma?',
    values_title: 'Nuestros compromisos',
    values_description: 'Las promesas detrás de cada página de CareConnect.',
    value_1_title: 'Confianza',
    value_1_description: 'Nuestro equipo revisa a cada proveedor antes de publicar su perfil.',
    value_2_title: 'Palabras sencillas',
    value_2_description: 'Sin jerga ni letra pequeña: respuestas claras a preguntas reales.',
    value_3_title: 'Pensado para personas mayores',
    value_3_description:
      'Letra grande, botones grandes, sin límites de tiempo, y uso completo con el teclado y con lectores de pantalla.',
    value_4_title: 'Privacidad',
    value_4_description: 'Sus preguntas de salud son suyas. Nunca vendemos su información.',
    impact_title: 'Empezamos en Florida',
    impact_description:
      'Empezamos en Florida, hogar de más de cuatro millones de afiliados a Medicare, desde Pensacola hasta Key West.',
    impact_stat_1_number: '67',
    impact_stat_1_label: 'condados de Florida',
    impact_stat_2_number: '4M+',
    impact_stat_2_label: 'afiliados a Medicare en Florida',
    impact_stat_3_number: '3-5',
    impact_stat_3_label: 'días hábiles para revisar una solicitud',
    impact_stat_4_number: '24 h',
    impact_stat_4_label: 'para responder a su mensaje',
    cta_title: '¿Tiene preguntas? Estamos aquí para ayudarle.',
    cta_description: 'Escríbanos o programe una llamada, y una persona de verdad le responderá.',
    cta_button_text: 'Programar una llamada',
    cta_contact_label: 'Tiempo de respuesta',
    cta_contact_text: '< 2 horas',
  },
};
