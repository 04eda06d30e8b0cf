import type { UserRole } from '@parallax/core/rules/support';

type StaffTexts = {
  heading: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  table: { caption: string; email: string; name: string; roles: string; noName: string };
  /** A role's short name, in the table; `roles` says what it opens, in the form. */
  roleNames: Record<UserRole, string>;
  roles: Record<UserRole, string>;
  remove: string;
  removeLabel: (role: string, email: string) => string;
  confirm: {
    title: string;
    body: (role: string, email: string) => string;
    yourself: string;
    confirm: string;
    cancel: string;
  };
  removed: (role: string, email: string) => string;
  grant: {
    heading: string;
    email: string;
    role: string;
    chooseRole: string;
    submit: string;
    busy: string;
    granted: (role: string, email: string) => string;
  };
  errors: {
    emailRequired: string;
    emailInvalid: string;
    controlCharacters: string;
    roleRequired: string;
    userNotFound: string;
    lastAdmin: string;
    failed: string;
  };
};

/** The desk's staff area, in every language of the app. */
export const STAFF_TEXTS = {
  en: {
    heading: 'Staff',
    intro: 'Accounts holding a role, and what each role opens. A change is in the audit log.',
    loading: 'Loading the staff…',
    loadFailed: 'The staff could not be loaded.',
    retry: 'Try again',
    empty: 'No account holds a role yet.',
    table: {
      caption: 'Accounts holding a role',
      email: 'E-mail',
      name: 'Name',
      roles: 'Roles',
      noName: '(no name)',
    },
    roleNames: {
      ROLE_ADMIN: 'Admin',
      ROLE_EDITOR: 'Editor',
      ROLE_SUPPORT: 'Support',
      ROLE_FINANCE: 'Finance',
      ROLE_MODERATOR: 'Moderator',
    },
    roles: {
      ROLE_ADMIN: 'Admin — the whole desk, staff and audit log',
      ROLE_EDITOR: 'Editor — packs, imports, store pages, prices',
      ROLE_SUPPORT: 'Support — customers and the moderator’s desk',
      ROLE_FINANCE: 'Finance — prices, promotions and sales',
      ROLE_MODERATOR: 'Moderator — the moderator’s desk only',
    },
    remove: 'Remove',
    removeLabel: (role, email) => `Remove ${role} from ${email}`,
    confirm: {
      title: 'Remove a role',
      body: (role, email) => `${email} loses ${role} and what it opens, at once.`,
      yourself: 'This is your own account: you lose this part of the desk now.',
      confirm: 'Remove the role',
      cancel: 'Cancel',
    },
    removed: (role, email) => `${role} removed from ${email}.`,
    grant: {
      heading: 'Grant a role',
      email: 'E-mail of the account',
      role: 'Role',
      chooseRole: 'Choose a role…',
      submit: 'Grant',
      busy: 'Granting…',
      granted: (role, email) => `${role} granted to ${email}.`,
    },
    errors: {
      emailRequired: 'Enter the account’s e-mail.',
      emailInvalid: 'Enter an e-mail address like name@example.com.',
      controlCharacters: 'Remove the invisible characters.',
      roleRequired: 'Choose a role.',
      userNotFound: 'No account has this e-mail.',
      lastAdmin: 'This is the last admin: grant Admin to another account first.',
      failed: 'That did not work. Try again.',
    },
  },
  es: {
    heading: 'Personal',
    intro: 'Cuentas con un rol y lo que abre cada rol. Cada cambio queda en el registro.',
    loading: 'Cargando el personal…',
    loadFailed: 'No se pudo cargar el personal.',
    retry: 'Reintentar',
    empty: 'Ninguna cuenta tiene un rol todavía.',
    table: {
      caption: 'Cuentas con un rol',
      email: 'Correo',
      name: 'Nombre',
      roles: 'Roles',
      noName: '(sin nombre)',
    },
    roleNames: {
      ROLE_ADMIN: 'Administración',
      ROLE_EDITOR: 'Edición',
      ROLE_SUPPORT: 'Soporte',
      ROLE_FINANCE: 'Finanzas',
      ROLE_MODERATOR: 'Moderación',
    },
    roles: {
      ROLE_ADMIN: 'Administración — todo el panel, personal y registro',
      ROLE_EDITOR: 'Edición — paquetes, importaciones, páginas, precios',
      ROLE_SUPPORT: 'Soporte — clientes y el panel de moderación',
      ROLE_FINANCE: 'Finanzas — precios, promociones y ventas',
      ROLE_MODERATOR: 'Moderación — solo el panel de moderación',
    },
    remove: 'Quitar',
    removeLabel: (role, email) => `Quitar ${role} a ${email}`,
    confirm: {
      title: 'Quitar un rol',
      body: (role, email) => `${email} pierde ${role} y lo que abre, en el acto.`,
      yourself: 'Es tu propia cuenta: pierdes esta parte del panel ahora.',
      confirm: 'Quitar el rol',
      cancel: 'Cancelar',
    },
    removed: (role, email) => `${role} quitado a ${email}.`,
    grant: {
      heading: 'Dar un rol',
      email: 'Correo de la cuenta',
      role: 'Rol',
      chooseRole: 'Elige un rol…',
      submit: 'Dar el rol',
      busy: 'Guardando…',
      granted: (role, email) => `${role} dado a ${email}.`,
    },
    errors: {
      emailRequired: 'Escribe el correo de la cuenta.',
      emailInvalid: 'Escribe un correo como nombre@ejemplo.com.',
      controlCharacters: 'Quita los caracteres invisibles.',
      roleRequired: 'Elige un rol.',
      userNotFound: 'Ninguna cuenta tiene este correo.',
      lastAdmin: 'Es la última cuenta de administración: da ese rol a otra cuenta antes.',
      failed: 'No ha funcionado. Inténtalo de nuevo.',
    },
  },
} satisfies Record<'en' | 'es', StaffTexts>;
