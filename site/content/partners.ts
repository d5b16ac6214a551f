/**
 * Platforms we build on, named in text on /nosotros. We do not show their logos or claim a formal
 * partnership: the team chooses, per project, the platform that fits the client.
 */
export interface Partner {
  slug: string;
  name: string;
  area: string;
}

export const partners: Partner[] = [
  { slug: 'microsoft-azure', name: 'Microsoft Azure', area: 'Nube e IA generativa' },
  { slug: 'google-cloud', name: 'Google Cloud', area: 'Datos y Vertex AI' },
  { slug: 'aws', name: 'AWS', area: 'Infraestructura y SageMaker' },
  { slug: 'nvidia', name: 'NVIDIA', area: 'Computación con GPU' },
  { slug: 'hugging-face', name: 'Hugging Face', area: 'Modelos abiertos' },
  { slug: 'databricks', name: 'Databricks', area: 'Plataforma de datos' },
];
