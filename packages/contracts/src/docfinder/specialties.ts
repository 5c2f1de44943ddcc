/**
 * The 55 medical specialties recognised in Brazil (CFM Resolution 2.330/2023, with the AMB and
 * CNRM), which a listing names with their RQE. `code` is a stable slug (the `specialty` search
 * parameter); `name` is the CFM wording. Zod-free. Sorted by name (pt-BR).
 */
export interface DocfinderSpecialty {
  code: string;
  name: string;
}

const names = [
  'Acupuntura',
  'Alergia e Imunologia',
  'Anestesiologia',
  'Angiologia',
  'Cardiologia',
  'Cirurgia Cardiovascular',
  'Cirurgia da Mão',
  'Cirurgia de Cabeça e Pescoço',
  'Cirurgia do Aparelho Digestivo',
  'Cirurgia Geral',
  'Cirurgia Oncológica',
  'Cirurgia Pediátrica',
  'Cirurgia Plástica',
  'Cirurgia Torácica',
  'Cirurgia Vascular',
  'Clínica Médica',
  'Coloproctologia',
  'Dermatologia',
  'Endocrinologia e Metabologia',
  'Endoscopia',
  'Gastroenterologia',
  'Genética Médica',
  'Geriatria',
  'Ginecologia e Obstetrícia',
  'Hematologia e Hemoterapia',
  'Homeopatia',
  'Infectologia',
  'Mastologia',
  'Medicina de Emergência',
  'Medicina de Família e Comunidade',
  'Medicina do Trabalho',
  'Medicina de Tráfego',
  'Medicina Esportiva',
  'Medicina Física e Reabilitação',
  'Medicina Intensiva',
  'Medicina Legal e Perícia Médica',
  'Medicina Nuclear',
  'Medicina Preventiva e Social',
  'Nefrologia',
  'Neurocirurgia',
  'Neurologia',
  'Nutrologia',
  'Oftalmologia',
  'Oncologia Clínica',
  'Ortopedia e Traumatologia',
  'Otorrinolaringologia',
  'Patologia',
  'Patologia Clínica/Medicina Laboratorial',
  'Pediatria',
  'Pneumologia',
  'Psiquiatria',
  'Radiologia e Diagnóstico por Imagem',
  'Radioterapia',
  'Reumatologia',
  'Urologia',
];

/** `Cirurgia da Mão` → `cirurgia-da-mao`. */
function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const docfinderSpecialties: readonly DocfinderSpecialty[] = Object.freeze(
  names
    .map((name) => Object.freeze({ code: slug(name), name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
);

export const docfinderSpecialtyCodes = docfinderSpecialties.map((s) => s.code) as [
  string,
  ...string[],
];

const byCode = new Map(docfinderSpecialties.map((s) => [s.code, s]));

export function docfinderSpecialtyName(code: string): string | undefined {
  return byCode.get(code)?.name;
}
