import { create } from 'zustand';
import { signalToast } from './toast-signal.ts';

/** Spec section 4 constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

interface ToastState {
  toasts: ToastItem[];
  show: (input: ToastInput) => string;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

let counter = 0;
const removals = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (input) => {
    const id = String(++counter);
    const item: ToastItem = {
      id,
      title: input.title,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
      open: true,
      ...(input.description ? { description: input.description } : {}),
    };
    set((state) => ({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => {
    const targets = get().toasts.filter((toast) => id === undefined || toast.id === id);
    for (const toast of targets) {
      if (removals.has(toast.id)) continue;
      removals.set(
        toast.id,
        setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY),
      );
    }
    set((state) => ({
      toasts: state.toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
    }));
  },
  remove: (id) => {
    clearTimeout(removals.get(id));
    removals.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** Shows a toast from anywhere: `toast({ title: 'Enlace copiado' })`. */
export function toast(input: ToastInput): string {
  const id = useToastStore.getState().show(input);
  signalToast();
  return id;
}
