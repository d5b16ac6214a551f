import { newsletter } from '../../content/newsletter.ts';

/** Every user-facing text of the blog, in one place; the spec's own wording where it gives one. */
export const blogTexts = {
  eyebrow: 'Blog',
  listTitle: 'Ideas y guías sobre inteligencia artificial',
  listIntro:
    'Artículos de nuestros consultores y docentes sobre estrategia, machine learning, lenguaje natural, ética y el futuro del trabajo, escritos para aplicar la IA con criterio.',
  searchLabel: 'Buscar artículos',
  searchPlaceholder: 'Título o resumen…',
  categoriesTitle: 'Categorías',
  allCategories: 'Todas las categorías',
  resultCount: (count: number) => (count === 1 ? '1 artículo' : `${count} artículos`),
  empty: 'No se encontraron artículos',
  emptyHint: 'Prueba con otras palabras o elige otra categoría.',
  showAll: 'Ver todos los artículos',

  noSlug: 'No se especificó un artículo',
  notFound: 'Artículo no encontrado',
  loadError: 'Error al cargar el artículo',
  errorText: 'El artículo que estás buscando no existe o ha sido eliminado. Por favor, intenta con otro artículo.',
  backToBlog: 'Volver al Blog',
  exploreOthers: 'Explora otros artículos',

  defaultReadTime: '10 min de lectura',
  readTime: (time: string) => `${time} de lectura`,
  tagsTitle: 'Etiquetas',
  aboutAuthor: 'Sobre el autor',
  defaultAuthorName: 'Autor',
  defaultAuthorBio:
    'Experto en inteligencia artificial y transformación digital, con años de experiencia ayudando a empresas y profesionales a aplicar la IA de forma práctica y responsable.',
  shareTitle: 'Comparte este artículo',
  shareOn: (network: string) => `Compartir en ${network}`,
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  linkCopiedText: 'Ya puedes pegar el enlace del artículo donde quieras.',
  copyFailed: 'No se pudo copiar el enlace',
  copyFailedText: 'Tu navegador no permite copiar automáticamente. Copia la dirección desde la barra del navegador.',
  relatedTitle: 'Artículos relacionados',
  noRelated: 'No hay artículos relacionados disponibles.',
  noCategories: 'No hay categorías disponibles.',
  newsletterTitle: newsletter.title,
  newsletterText: newsletter.text,
  newsletterLabel: 'Correo electrónico',
  newsletterPlaceholder: 'tu@correo.com',
  newsletterSubmit: 'Suscribirme',
  brokenImageAlt: 'Imagen no disponible',
  placeholderTitle: 'Este artículo se está actualizando',
  placeholderText: [
    'Nuestro equipo está revisando este contenido para ofrecerte la versión más completa y actualizada. Mientras tanto, te dejamos algunas ideas clave.',
    'La inteligencia artificial aporta más valor cuando parte de un problema de negocio concreto, se apoya en datos de calidad y cuenta con las personas que la van a utilizar.',
  ],
  placeholderPoints: [
    'Empieza por un caso de uso acotado y medible.',
    'Forma a tu equipo para revisar y aprovechar los resultados.',
    'Mide el impacto y escala lo que funciona.',
  ],
  breadcrumbHome: 'Inicio',
} as const;
