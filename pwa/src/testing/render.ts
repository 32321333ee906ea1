import { render as renderInDocument, type RenderOptions } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { LanguageProvider } from '@/components/layout/language-provider.tsx';

export * from '@testing-library/react';

/**
 * Testing Library's render, under the app's LanguageProvider (app/start-app.tsx has it at the
 * root), so components show their texts as the app does. Tests import render from here.
 */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'queries'>) {
  const Wrapper = options?.wrapper;
  return renderInDocument(ui, {
    ...options,
    wrapper: ({ children }) => createElement(LanguageProvider, null, Wrapper ? createElement(Wrapper, null, children) : children),
  });
}
