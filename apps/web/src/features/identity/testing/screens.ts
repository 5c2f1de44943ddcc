import { screen } from '@testing-library/react';

/** The login screen's dialog (its title: Spanish, Mexican or Portuguese). */
export const loginDialog = (name: string | RegExp = /^(Ingresar|Iniciar sesión)$/) =>
  screen.findByRole('dialog', { name });
