import { message } from 'antd';

type ToastFn = (text: string) => void;

let showError: ToastFn = (text) => void message.error(text);
let showSuccess: ToastFn = (text) => void message.success(text);
let clearAll: () => void = () => message.destroy();

/** Lets the app route toasts through antd's App context (theme and locale aware). */
export function setToastSinks(sinks: {
  error: ToastFn;
  success: ToastFn;
  clear: () => void;
}): void {
  showError = sinks.error;
  showSuccess = sinks.success;
  clearAll = sinks.clear;
}

export const toast = {
  error: (text: string) => showError(text),
  success: (text: string) => showSuccess(text),
  /** Drops toasts that no longer apply, e.g. the login prompt once logged in. */
  clear: () => clearAll(),
};
