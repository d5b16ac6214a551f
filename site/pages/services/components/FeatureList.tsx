import { CheckCircle2 } from 'lucide-react';

export function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="service-features">
      {features.map((feature) => (
        <li key={feature}>
          <CheckCircle2 size={20} aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
