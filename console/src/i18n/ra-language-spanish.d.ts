/** The Spanish pack ships JavaScript only, named by its "module" field alone (which Node and vitest do not read), so the file is named. */
declare module '@blackbox-vision/ra-language-spanish/dist-web/index.js' {
  import type { TranslationMessages } from 'react-admin';

  const spanishMessages: TranslationMessages;
  export default spanishMessages;
}
