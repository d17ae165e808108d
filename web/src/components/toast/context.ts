import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Spec 000 §2 / 001 §9: toasts last 4000 ms unless told otherwise. */
export const TOAST_DEFAULT_DURATION = 4000;

export interface ToastOptions {
  /** Milliseconds before it closes by itself (default 4000; 0 keeps it until closed). */
  duration?: number;
  /** Reuse an id to replace a toast instead of stacking a second one. */
  id?: string;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  duration: number;
}

export interface ToastApi {
  show(type: ToastType, message: string, options?: ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  warning(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** `const toast = useToast(); toast.success(t('…'))`. Needs <ToastProvider> (mounted by the app root). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
