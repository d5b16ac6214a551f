import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD, useToastStore, type ToastItem } from '../../lib/toast.ts';

const icons = { default: Info, success: CheckCircle2, error: XCircle };

function ToastCard({ toast }: { toast: ToastItem }) {
  const dismiss = useToastStore((state) => state.dismiss);
  const card = useRef<HTMLLIElement>(null);
  const start = useRef<number | null>(null);
  const Icon = icons[toast.variant];

  useEffect(() => {
    if (!toast.open) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.open, toast.duration, dismiss]);

  // Swipe right past the threshold dismisses; anything less springs back.
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
    card.current?.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current === null || !card.current) return;
    const dx = Math.max(0, event.clientX - start.current);
    card.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (card.current) card.current.style.transform = '';
    if (dx > TOAST_SWIPE_THRESHOLD) dismiss(toast.id);
  };

  if (!toast.open) return null;
  return (
    <li
      ref={card}
      className={`toast toast--${toast.variant}`}
      role="status"
      aria-atomic="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-testid="toast"
    >
      <Icon size={20} aria-hidden="true" className="toast__icon" />
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label="Cerrar notificación" onClick={() => dismiss(toast.id)}>
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}

/** The toasts themselves, loaded with the store the first time anything shows one. */
export default function ToastCards() {
  const toasts = useToastStore((state) => state.toasts);
  return toasts.map((item) => <ToastCard key={item.id} toast={item} />);
}
