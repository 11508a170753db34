/**
 * The built-in Spanish of the coming-soon page's text keys: data, like the catalogues, that an admin's
 * Spanish replaces. Registered by language in ../../../site/maintenance.ts (apart from the managed
 * pages' words, which every page downloads).
 */

export const builtInMaintenanceContent = {
  title: 'Muy pronto',
  description:
    'CareConnect se está preparando para ayudar a las personas mayores de Florida y a sus familias a encontrar proveedores de salud de confianza. Inscríbase en la lista de espera y le avisaremos el día que abramos.',
  video_banner_title: 'Su red de atención médica de confianza le espera',
  video_banner_subtitle:
    'Encuentre médicos que aceptan Medicare, lea opiniones honestas y reserve sus citas con confianza.',
  video_banner_button_text: 'Únase a nuestra lista de espera',
};
