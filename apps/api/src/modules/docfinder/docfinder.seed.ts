import type { UfCode } from '@pulso/contracts/brazilian-states';
import {
  DOCFINDER_CONSENT_VERSION,
  docfinderSpecialtyName,
  type OpeningHours,
} from '@pulso/contracts/docfinder';
import type { Seed } from '../../platform/seed/seed.ts';
import type { LicenceRecord } from '../licences/licences.repository.ts';
import { seedLicences } from '../licences/licences.service.ts';
import { insertOffice, upsertListing } from './docfinder.repository.ts';
import { allMunicipalities } from './municipalities.ts';

/**
 * The demo directory (README "Doctor finder"): 60 fictitious doctors across every UF, each with
 * an active demo licence (CRM 71xxxx in its UF) and one or two offices. They have no portal
 * account; `demo.br` is not listed (it makes its own listing).
 */

interface Place {
  name: string;
  uf: UfCode;
  /** The first five digits of a plausible CEP there. */
  cep: string;
  ddd: string;
}

const capitals: Place[] = [
  { name: 'Rio Branco', uf: 'AC', cep: '69900', ddd: '68' },
  { name: 'Maceió', uf: 'AL', cep: '57020', ddd: '82' },
  { name: 'Macapá', uf: 'AP', cep: '68900', ddd: '96' },
  { name: 'Manaus', uf: 'AM', cep: '69005', ddd: '92' },
  { name: 'Salvador', uf: 'BA', cep: '40140', ddd: '71' },
  { name: 'Fortaleza', uf: 'CE', cep: '60160', ddd: '85' },
  { name: 'Brasília', uf: 'DF', cep: '70390', ddd: '61' },
  { name: 'Vitória', uf: 'ES', cep: '29050', ddd: '27' },
  { name: 'Goiânia', uf: 'GO', cep: '74110', ddd: '62' },
  { name: 'São Luís', uf: 'MA', cep: '65020', ddd: '98' },
  { name: 'Cuiabá', uf: 'MT', cep: '78005', ddd: '65' },
  { name: 'Campo Grande', uf: 'MS', cep: '79002', ddd: '67' },
  { name: 'Belo Horizonte', uf: 'MG', cep: '30130', ddd: '31' },
  { name: 'Belém', uf: 'PA', cep: '66010', ddd: '91' },
  { name: 'João Pessoa', uf: 'PB', cep: '58013', ddd: '83' },
  { name: 'Curitiba', uf: 'PR', cep: '80010', ddd: '41' },
  { name: 'Recife', uf: 'PE', cep: '50050', ddd: '81' },
  { name: 'Teresina', uf: 'PI', cep: '64000', ddd: '86' },
  { name: 'Rio de Janeiro', uf: 'RJ', cep: '22041', ddd: '21' },
  { name: 'Natal', uf: 'RN', cep: '59020', ddd: '84' },
  { name: 'Porto Alegre', uf: 'RS', cep: '90035', ddd: '51' },
  { name: 'Porto Velho', uf: 'RO', cep: '76801', ddd: '69' },
  { name: 'Boa Vista', uf: 'RR', cep: '69301', ddd: '95' },
  { name: 'Florianópolis', uf: 'SC', cep: '88015', ddd: '48' },
  { name: 'São Paulo', uf: 'SP', cep: '01310', ddd: '11' },
  { name: 'Aracaju', uf: 'SE', cep: '49010', ddd: '79' },
  { name: 'Palmas', uf: 'TO', cep: '77001', ddd: '63' },
];

const more: Place[] = [
  { name: 'Guarulhos', uf: 'SP', cep: '07010', ddd: '11' },
  { name: 'Osasco', uf: 'SP', cep: '06010', ddd: '11' },
  { name: 'Santo André', uf: 'SP', cep: '09010', ddd: '11' },
  { name: 'Campinas', uf: 'SP', cep: '13010', ddd: '19' },
  { name: 'Niterói', uf: 'RJ', cep: '24020', ddd: '21' },
  { name: 'Contagem', uf: 'MG', cep: '32010', ddd: '31' },
];

/** More doctors where more people live: São Paulo 10, Rio de Janeiro 5, Belo Horizonte 4, … */
const extraIn = [
  'São Paulo',
  'São Paulo',
  'São Paulo',
  'São Paulo',
  'São Paulo',
  'São Paulo',
  'São Paulo',
  'São Paulo',
  'Rio de Janeiro',
  'Rio de Janeiro',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Belo Horizonte',
  'Curitiba',
  'Porto Alegre',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Brasília',
  'Campinas',
  'Goiânia',
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Salvador',
  'Manaus',
];

/** Fictitious first names of the demo directory (the benchmark's directory uses them too). */
export const fictitiousFirstNames = [
  'Ana',
  'Bruno',
  'Camila',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcelo',
  'Natália',
  'Otávio',
  'Patrícia',
  'Renato',
  'Sofia',
  'Thiago',
  'Vanessa',
  'Vítor',
  'Juliana',
  'Leonardo',
  'Mariana',
  'Paulo',
  'Letícia',
  'Rodrigo',
  'Carolina',
  'Gustavo',
  'Aline',
  'Fábio',
  'Priscila',
];
const surnames = [
  'Albuquerque',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Esteves',
  'Fonseca',
  'Guimarães',
  'Henriques',
  'Macedo',
  'Junqueira',
  'Lacerda',
  'Monteiro',
  'Nascimento',
  'Queiroz',
  'Pacheco',
  'Ramos',
  'Sampaio',
  'Teixeira',
  'Valadares',
  'Xavier',
  'Moraes',
  'Brandão',
  'Coutinho',
];
const specialtyCycle = [
  'cardiologia',
  'pediatria',
  'dermatologia',
  'ginecologia-e-obstetricia',
  'clinica-medica',
  'ortopedia-e-traumatologia',
  'psiquiatria',
  'oftalmologia',
  'endocrinologia-e-metabologia',
  'neurologia',
  'otorrinolaringologia',
  'urologia',
  'gastroenterologia',
  'pneumologia',
  'reumatologia',
  'medicina-de-familia-e-comunidade',
  'geriatria',
];
const streets = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Avenida Sete de Setembro',
  'Rua Tiradentes',
  'Avenida Getúlio Vargas',
  'Rua Dom Pedro II',
  'Rua São José',
  'Avenida Santos Dumont',
  'Rua Marechal Deodoro',
];
const districts = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cecília',
  'Bela Vista',
  'Jardim Paulista',
  'Aldeota',
  'Savassi',
  'Batel',
];

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const hoursOf = (i: number): OpeningHours[] => [
  ...weekdays.flatMap((day) =>
    i % 2 === 0
      ? [
          { day, opens: '08:00', closes: '12:00' },
          { day, opens: '14:00', closes: '18:00' },
        ]
      : [{ day, opens: '09:00', closes: '17:00' }],
  ),
  ...(i % 3 === 0 ? [{ day: 'sat' as const, opens: '08:00', closes: '12:00' }] : []),
];

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export interface DemoDoctor {
  name: string;
  licence: LicenceRecord;
  specialties: { code: string; rqe: string }[];
  languages: string[];
  offices: {
    place: Place;
    municipalityCode: string;
    lat: number;
    lng: number;
    cep: string;
    street: string;
    number: string;
    complement: string | null;
    district: string;
    phones: string[];
    telemedicine: boolean;
    hours: OpeningHours[];
  }[];
}

function municipalityOf(place: Place) {
  const found = allMunicipalities().find((m) => m.uf === place.uf && m.name === place.name);
  if (!found) throw new Error(`No IBGE municipality ${place.name}/${place.uf}`);
  return found;
}

/** The demo directory's doctors, made the same every time. */
export function demoDoctors(): DemoDoctor[] {
  const places = [...capitals, ...more];
  const byName = new Map(places.map((p) => [p.name, p]));
  const homes = [...places, ...extraIn.map((name) => byName.get(name)!)];
  return homes.slice(0, 60).map((home, i) => {
    const first = fictitiousFirstNames[i % fictitiousFirstNames.length]!;
    const name = `${first} ${surnames[(i * 7) % surnames.length]} ${surnames[(i * 3 + 5) % surnames.length]}`;
    const firstSpecialty = specialtyCycle[i % specialtyCycle.length]!;
    const secondSpecialty = specialtyCycle[(i * 5 + 3) % specialtyCycle.length]!;
    const specialties = [
      { code: firstSpecialty, rqe: pad(10_000 + i * 173, 5) },
      ...(i % 3 === 1 && secondSpecialty !== firstSpecialty
        ? [{ code: secondSpecialty, rqe: pad(20_000 + i * 211, 5) }]
        : []),
    ];
    for (const s of specialties) {
      if (!docfinderSpecialtyName(s.code)) throw new Error(`Unknown specialty ${s.code}`);
    }
    // A second office for every other doctor: near São Paulo and Rio in the next city.
    const secondPlace =
      home.name === 'São Paulo'
        ? byName.get(['Guarulhos', 'Osasco', 'Santo André', 'Campinas'][i % 4]!)!
        : home.name === 'Rio de Janeiro'
          ? byName.get('Niterói')!
          : home;
    const officePlaces = i % 2 === 0 ? [home, secondPlace] : [home];
    return {
      name,
      licence: {
        uf: home.uf,
        registerNumber: `71${pad(i + 1, 4)}`,
        holderName: name,
        specialty: docfinderSpecialtyName(firstSpecialty)!.toUpperCase(),
        status: 'active',
      },
      specialties,
      languages: [
        'pt',
        ...(i % 4 === 0 ? ['en'] : []),
        ...(i % 5 === 0 ? ['es'] : []),
        ...(i % 11 === 0 ? ['bzs'] : []),
      ],
      offices: officePlaces.map((place, k) => {
        const municipality = municipalityOf(place);
        const n = i * 2 + k;
        return {
          place,
          municipalityCode: municipality.code,
          lat: municipality.lat,
          lng: municipality.lng,
          cep: `${place.cep.slice(0, 3)}${pad((Number(place.cep.slice(3)) + n * 7) % 100, 2)}-${pad((n * 37) % 1000, 3)}`,
          street: streets[n % streets.length]!,
          number: String(100 + ((n * 53) % 1900)),
          complement: n % 3 === 0 ? `Sala ${101 + (n % 9)}` : null,
          district: districts[n % districts.length]!,
          phones: [
            `${place.ddd}3${pad((n * 7919) % 10_000_000, 7)}`,
            ...(n % 2 === 0
              ? [`${place.ddd}9${pad((n * 104_729 + 8_000_000) % 100_000_000, 8)}`]
              : []),
          ],
          telemedicine: i % 3 === 0,
          hours: hoursOf(n),
        };
      }),
    };
  });
}

export const docfinderDemoSeed: Seed = {
  name: 'demo-docfinder@1',
  kind: 'demo',
  async run(tx) {
    const doctors = demoDoctors();
    await seedLicences(
      tx,
      doctors.map((d) => d.licence),
    );
    const consentedAt = new Date('2026-11-01T12:00:00Z');
    for (const doctor of doctors) {
      const listing = await upsertListing(tx, {
        userId: null,
        country: 'br',
        name: doctor.name,
        uf: doctor.licence.uf,
        registerNumber: doctor.licence.registerNumber,
        specialties: doctor.specialties,
        languages: doctor.languages,
        consentVersion: DOCFINDER_CONSENT_VERSION,
        consentedAt,
      });
      const specialtyCodes = doctor.specialties.map((s) => s.code);
      for (const { place, ...office } of doctor.offices) {
        await insertOffice(tx, { id: listing.id, specialtyCodes }, { ...office, uf: place.uf });
      }
    }
  },
};
