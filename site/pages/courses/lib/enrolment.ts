/** Spec section 9: the enrolment modality options. */
export const ENROLMENT_MODALITIES = [
  { value: 'online', label: 'Online' },
  { value: 'presencial', label: 'Presencial (Madrid)' },
  { value: 'hibrido', label: 'Híbrido' },
] as const;

export interface EnrolmentRequest {
  course: string;
  name: string;
  email: string;
  phone: string;
  modality: string;
  startDate: string;
}

/** The WhatsApp message that carries a place request to the admissions team. */
export function enrolmentMessage(request: EnrolmentRequest): string {
  return [
    `Hola, quiero reservar plaza en el curso "${request.course}".`,
    `Nombre: ${request.name}`,
    `Email: ${request.email}`,
    request.phone && `Teléfono: ${request.phone}`,
    `Modalidad: ${request.modality}`,
    `Fecha de inicio: ${request.startDate}`,
  ]
    .filter(Boolean)
    .join('\n');
}
