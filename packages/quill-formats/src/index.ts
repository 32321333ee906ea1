export * from './quill-formats.ts';
export * from './format-toolbar.ts';
