export { ToastProvider } from './ToastProvider';
export {
  TOAST_DEFAULT_DURATION,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from './context';
