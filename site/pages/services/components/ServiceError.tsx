import { StateCard } from '../../courses/components/StateCard.tsx';

/** Spec section 8: the error as heading, the same explanation for every error, back to the list. */
export function ServiceError({ message }: { message: string }) {
  return (
    <StateCard
      title={message}
      text="El servicio que estás buscando no existe o ha sido eliminado."
      href="/servicios"
      linkLabel="Ver todos los servicios"
      testId="service-error"
    />
  );
}
