/** The i18n toolkit pages use: texts per language, localized paths and language choice. */
export { dictionary } from './dictionary';
export type { Dictionary } from './en';
export * from './languages';
export { localizedPath, splitLanguagePrefix, withoutTrailingSlash } from './paths';
export { preferredLanguage } from './accept-language';
export { messageTranslations, type MessageTranslations } from './message-translations';
