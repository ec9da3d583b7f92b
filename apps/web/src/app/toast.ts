import { message } from 'antd';

type ToastFn = (text: string) => void;

let showError: ToastFn = (text) => void message.error(text);
let showSuccess: ToastFn = (text) => void message.success(text);

/** Lets the app route toasts through antd's App context (theme and locale aware). */
export function setToastSinks(sinks: { error: ToastFn; success: ToastFn }): void {
  showError = sinks.error;
  showSuccess = sinks.success;
}

export const toast = {
  error: (text: string) => showError(text),
  success: (text: string) => showSuccess(text),
};
