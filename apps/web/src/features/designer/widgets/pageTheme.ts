import { createContext } from 'react';
import type { PageTheme } from '@lf/designer';

/** The theme of the page being viewed; the designer always shows the colours as designed. */
export const PageThemeContext = createContext<PageTheme>('standard');
