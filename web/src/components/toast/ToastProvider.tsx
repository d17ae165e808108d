import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons';
import {
  TOAST_DEFAULT_DURATION,
  ToastContext,
  type Toast,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from './context';
import './toast.css';

const MAX_VISIBLE = 4;
let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback(
    (id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );

  const show = useCallback((type: ToastType, message: string, options: ToastOptions = {}) => {
    const id = options.id ?? `toast-${++counter}`;
    const toast: Toast = { id, type, message, duration: options.duration ?? TOAST_DEFAULT_DURATION };
    setToasts((list) => [...list.filter((t) => t.id !== id), toast].slice(-MAX_VISIBLE));
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  // Two live regions that always exist, so screen readers announce what is added: errors and warnings
  // assertively, the rest politely.
  const urgent = toasts.filter((toast) => toast.type === 'error' || toast.type === 'warning');
  const calm = toasts.filter((toast) => toast.type === 'success' || toast.type === 'info');
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      <ol className="stack-list toasts__list" aria-live="assertive" aria-relevant="additions">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
      <ol className="stack-list toasts__list" aria-live="polite" aria-relevant="additions">
        {calm.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

const ICONS = { success: CheckCircleIcon, error: WarningIcon, warning: WarningIcon, info: InfoIcon } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const Icon = ICONS[toast.type];

  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, toast.duration, onDismiss]);

  return (
    <li
      className={`toast toast--${toast.type}`}
      data-testid="toast"
      data-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className="toast__icon" />
      <p className="toast__message">
        <span className="visually-hidden">{t(`toast.types.${toast.type}`)}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        className="ghost-button toast__close"
        aria-label={t('toast.close')}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
