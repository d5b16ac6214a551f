import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { StatusCard } from '../../../components/StatusCard.tsx';

/** Spec section 8: the error as heading, the same explanation for every error, back to the list. */
export function ServiceError({ message }: { message: string }) {
  return (
    <StatusCard
      icon={<TriangleAlert size={32} />}
      tone="warning"
      title={message}
      text="El servicio que estás buscando no existe o ha sido eliminado."
      testId="service-error"
      actions={
        <Link href="/servicios" className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          Ver todos los servicios
        </Link>
      }
    />
  );
}
