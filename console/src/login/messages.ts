import { defineMessages } from '../i18n/messageTree';

const en = {
  title: 'Lakeside Console — Staff',
  titleEnd: 'sign-in',
  intro: 'Bookings, restaurant and accounts of the retreat. Sign in with your staff account.',
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
} as const;

/**
 * The sign-in page's phrases. The page is drawn before react-admin and its language packs load
 * (it must stay small), so it reads these itself (loginPhrase) rather than through polyglot.
 */
export const loginMessages = defineMessages('login', en, {
  title: 'Lakeside Console — Ingreso del',
  titleEnd: 'personal',
  intro: 'Reservas, restaurante y contabilidad del retiro. Ingrese con su cuenta de personal.',
  username: 'Usuario',
  password: 'Contraseña',
  submit: 'Ingresar',
});

export type LoginPhrase = keyof typeof en;
