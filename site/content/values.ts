/** Mission, vision, values and impact figures shown on /nosotros. */
export type ValueIcon = 'award' | 'lightbulb' | 'target' | 'shield';

export interface CompanyValue {
  title: string;
  description: string;
  icon: ValueIcon;
}

export const mission =
  'Ayudar a empresas y profesionales a aprovechar la inteligencia artificial con proyectos útiles, medibles y responsables, y formar a las personas que los harán crecer.';

export const vision =
  'Ser el socio de referencia en inteligencia artificial aplicada del sur de Europa, donde cada organización pueda innovar con datos sin depender de una caja negra.';

export const values: CompanyValue[] = [
  {
    title: 'Excelencia técnica',
    description: 'Código revisado, modelos evaluados con métricas claras y documentación que tu equipo puede mantener.',
    icon: 'award',
  },
  {
    title: 'Innovación constante',
    description: 'Probamos cada avance en nuestro laboratorio antes de recomendarlo, para que innoves sin arriesgar.',
    icon: 'lightbulb',
  },
  {
    title: 'Orientación a resultados',
    description: 'Cada proyecto empieza con un objetivo de negocio y termina con un retorno medido, no con una demo.',
    icon: 'target',
  },
  {
    title: 'Ética y responsabilidad',
    description: 'Privacidad desde el diseño, control de sesgos y cumplimiento del RGPD y del Reglamento Europeo de IA.',
    icon: 'shield',
  },
];

export interface ImpactFigure {
  value: string;
  label: string;
}

export const impact: ImpactFigure[] = [
  { value: '+200', label: 'empresas transformadas' },
  { value: '+100 M€', label: 'de retorno generado para nuestros clientes' },
  { value: '+10 años', label: 'de experiencia en inteligencia artificial' },
  { value: '+500', label: 'profesionales formados' },
];
