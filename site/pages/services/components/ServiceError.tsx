import { DetailStatusCard } from '../../../components/DetailStatusCard.tsx';

/** Spec section 8: the error as heading, the same explanation for every error, back to the list. */
export function ServiceError({ message }: { message: string }) {
  return (
    <DetailStatusCard
      title={message}
      text="El servicio que estás buscando no existe o ha sido eliminado."
      testId="service-error"
      backHref="/servicios"
      backLabel="Ver todos los servicios"
    />
  );
}
