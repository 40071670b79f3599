/**
 * The e-mails the auth service sends, in Nhost's template layout (one template per kind and locale, with the
 * `${link}`, `${displayName}`, `${email}` … variables of hasura-auth's templates), in English and Brazilian
 * Portuguese. The user's two-letter locale picks the language: `pt` → pt-BR, anything else → en.
 */
export type MailKind = 'email-verify' | 'password-reset' | 'email-confirm-change' | 'signin-passwordless';

export interface MailVariables {
  link: string;
  displayName: string;
  email: string;
}

interface Template {
  subject: string;
  /** Paragraphs of the body; `${link}` becomes a link, the other variables plain text. */
  paragraphs: string[];
  action: string;
}

const TEMPLATES: Readonly<Record<'en' | 'pt-BR', Readonly<Record<MailKind, Template>>>> = {
  en: {
    'email-verify': {
      subject: 'Verify your email',
      paragraphs: ['Hello ${displayName},', 'Use the link below to verify your email address ${email}.'],
      action: 'Verify email',
    },
    'password-reset': {
      subject: 'Reset your password',
      paragraphs: ['Hello ${displayName},', 'Use the link below to choose a new password. It works once, within 10 minutes.',
        'If you did not ask for this, ignore this message: your password stays the same.'],
      action: 'Reset password',
    },
    'email-confirm-change': {
      subject: 'Confirm your new email',
      paragraphs: ['Hello ${displayName},', 'Use the link below to make ${email} the address of your account.'],
      action: 'Confirm new email',
    },
    'signin-passwordless': {
      subject: 'Your sign-in link',
      paragraphs: ['Hello ${displayName},', 'Use the link below to sign in. It works once, within 10 minutes.'],
      action: 'Sign in',
    },
  },
  'pt-BR': {
    'email-verify': {
      subject: 'Confirme seu e-mail',
      paragraphs: ['Olá, ${displayName}.', 'Use o link abaixo para confirmar o endereço ${email}.'],
      action: 'Confirmar e-mail',
    },
    'password-reset': {
      subject: 'Redefina sua senha',
      paragraphs: ['Olá, ${displayName}.', 'Use o link abaixo para escolher uma nova senha. Ele funciona uma vez, em até 10 minutos.',
        'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.'],
      action: 'Redefinir senha',
    },
    'email-confirm-change': {
      subject: 'Confirme seu novo e-mail',
      paragraphs: ['Olá, ${displayName}.', 'Use o link abaixo para que ${email} passe a ser o endereço da sua conta.'],
      action: 'Confirmar novo e-mail',
    },
    'signin-passwordless': {
      subject: 'Seu link de acesso',
      paragraphs: ['Olá, ${displayName}.', 'Use o link abaixo para entrar. Ele funciona uma vez, em até 10 minutos.'],
      action: 'Entrar',
    },
  },
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function fill(text: string, vars: MailVariables, escape: (s: string) => string): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) =>
    (name in vars ? escape(vars[name as keyof MailVariables]) : whole));
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(kind: MailKind, locale: string, vars: MailVariables): RenderedMail {
  const template = TEMPLATES[locale === 'pt' ? 'pt-BR' : 'en'][kind];
  const text = [...template.paragraphs.map((p) => fill(p, vars, (s) => s)), `${template.action}: ${vars.link}`].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif">',
    ...template.paragraphs.map((p) => `<p>${fill(p, vars, escapeHtml)}</p>`),
    `<p><a href="${escapeHtml(vars.link)}">${escapeHtml(template.action)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: template.subject, text, html };
}
