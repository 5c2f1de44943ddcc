/** Placeholder data of the fictitious operator in Brazil (reserved `.example` domain). */
export const brazil = {
  lastUpdated: '07/07/2023',
  version: '2023-07-07',
  company: 'Pulso Farmacêutica do Brasil Ltda.',
  address: 'São Paulo – SP, Brasil',
  contactEmail: 'contato.br@pulso.example',
  privacyEmail: 'encarregado.br@pulso.example',
  safetyEmail: 'farmacovigilancia.br@pulso.example',
} as const;
