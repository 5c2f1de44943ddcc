import { escapeHtml } from './helpers/html.ts';
import { describe, expect, it } from 'vitest';
import { maskPhone } from './helpers/phone.ts';
import {
  articleContentHtml,
  articleFormSchema,
  articleMailFrom,
  articleRequestFrom,
  canChangeStatus,
  medicalInformationProducts,
  medicalInformationRequestSchema,
  medicalInformationRequestSchemaFor,
  questionContentHtml,
  questionFormSchema,
  type ArticleFormInput,
} from './medical-information.ts';

/** The popup's values; overrides may be anything a browser could send. */
const form = (overrides: Record<string, unknown> = {}): ArticleFormInput & object => ({
  nome: 'Rafael Almeida Costa',
  email: 'demo.br@pulso.example',
  telefone: '',
  produto: '',
  tituloArtigo: 'Rivaroxaban in atrial fibrillation',
  nomeRevista: '',
  autor: '',
  ano: '',
  ...overrides,
});

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the product options (spec §9)', () => {
  it('are the 26 options of the spec, Outro last', () => {
    expect(medicalInformationProducts).toHaveLength(26);
    expect(medicalInformationProducts[0]).toBe('Adempas');
    expect(medicalInformationProducts.at(-1)).toBe('Outro');
    expect(medicalInformationProducts).toContain('Yasmin 21 7');
    expect(medicalInformationProducts).toContain('Gyno-Icaden');
  });
});

describe('the article popup form (spec §5)', () => {
  it('needs only the article title; the product is not required', () => {
    const parsed = articleFormSchema.parse(form());
    expect(parsed).toMatchObject({ tituloArtigo: 'Rivaroxaban in atrial fibrillation' });
    expect(parsed.produto).toBeUndefined();
    expect(parsed.telefone).toBeUndefined();
    expect(problems(articleFormSchema.safeParse(form({ tituloArtigo: '  ' })))).toEqual([
      'tituloArtigo: validation.required',
    ]);
  });

  it('applies the maximum lengths: name 100, phone 15, title, magazine, author 200, year 4', () => {
    const result = articleFormSchema.safeParse(
      form({
        nome: 'N'.repeat(101),
        telefone: '(11) 98765-43210',
        tituloArtigo: 'T'.repeat(201),
        nomeRevista: 'R'.repeat(201),
        autor: 'A'.repeat(201),
        ano: '20245',
      }),
    );
    expect(problems(result).sort()).toEqual([
      'ano: validation.tooLong',
      'autor: validation.tooLong',
      'nome: validation.tooLong',
      'nomeRevista: validation.tooLong',
      'telefone: validation.tooLong',
      'tituloArtigo: validation.tooLong',
    ]);
    const atLimits = form({
      nome: 'N'.repeat(100),
      tituloArtigo: 'T'.repeat(200),
      nomeRevista: 'R'.repeat(200),
      autor: 'A'.repeat(200),
      ano: '2024',
    });
    expect(articleFormSchema.safeParse(atLimits).success).toBe(true);
  });

  it('takes a masked Brazilian phone and keeps its digits', () => {
    const masked = maskPhone('11987654321');
    expect(masked).toBe('(11) 98765-4321');
    expect(articleFormSchema.parse(form({ telefone: masked })).telefone).toBe('11987654321');
    expect(articleFormSchema.parse(form({ telefone: '(11) 3456-7890' })).telefone).toBe(
      '1134567890',
    );
  });

  it('refuses a phone whose first digit is below 2, or too short', () => {
    expect(problems(articleFormSchema.safeParse(form({ telefone: '(11) 18765-4321' })))).toEqual([
      'telefone: validation.phone.firstDigit',
    ]);
    expect(problems(articleFormSchema.safeParse(form({ telefone: '(11) 9876' })))).toEqual([
      'telefone: validation.phone.length',
    ]);
  });

  it('refuses a year that is not digits and a product not in the list', () => {
    expect(
      problems(articleFormSchema.safeParse(form({ ano: '20a4', produto: 'Aspirina' }))).sort(),
    ).toEqual(['ano: validation.invalid', 'produto: validation.invalid']);
  });
});

describe('the HTML of the content lines', () => {
  it('escapes every character that could start markup', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('holds magazine, title, author and year as lines, values escaped, empty ones left out', () => {
    expect(
      articleContentHtml({
        tituloArtigo: '<script>alert(1)</script>',
        nomeRevista: 'NEJM',
        autor: '',
        ano: '2024',
      }),
    ).toBe(
      '<p>Nome da revista: NEJM</p><p>Título do artigo: &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Ano: 2024</p>',
    );
  });

  it('turns a question into escaped paragraphs', () => {
    expect(questionContentHtml('Dose renal?\n\n<b>urgente</b>')).toBe(
      '<p>Dose renal?</p><p>&lt;b&gt;urgente&lt;/b&gt;</p>',
    );
  });
});

describe('the requests the popups send', () => {
  const id = '3f1c2b9a-6d4e-4c1b-9a7f-0e5d6c7b8a90';

  it('the article popup sends type Artigo with the content lines, then the mail fields', () => {
    const parsed = articleFormSchema.parse(form({ produto: 'Xarelto', ano: '2023' }));
    const request = medicalInformationRequestSchema.parse(articleRequestFrom(parsed, id));
    expect(request).toMatchObject({ id, type: 'Artigo', product: 'Xarelto' });
    expect(request.content).toContain('Título do artigo: Rivaroxaban in atrial fibrillation');
    expect(articleMailFrom(parsed, id)).toMatchObject({
      requestId: id,
      tipo: 'Artigo',
      tituloArtigo: 'Rivaroxaban in atrial fibrillation',
      anoPublicacao: '2023',
      produto: 'Xarelto',
    });
  });

  it('a question needs a product', () => {
    expect(
      problems(
        questionFormSchema.safeParse({
          nome: 'A',
          email: 'a@b.example',
          produto: '',
          pergunta: 'Dose?',
        }),
      ),
    ).toEqual(['produto: validation.invalid']);
    const request = medicalInformationRequestSchema.safeParse({
      name: 'A',
      email: 'a@b.example',
      content: '<p>Dose?</p>',
      type: 'Pergunta',
    });
    expect(problems(request)).toEqual(['product: validation.required']);
  });

  it('checks the phone by the country: Brazil needs its area code and first digit', () => {
    const body = {
      name: 'A',
      email: 'a@b.example',
      content: '<p>x</p>',
      type: 'Artigo',
      phone: '1112345678',
    };
    expect(medicalInformationRequestSchemaFor('mx').safeParse(body).success).toBe(true);
    expect(problems(medicalInformationRequestSchemaFor('br').safeParse(body))).toEqual([
      'phone: validation.phone.firstDigit',
    ]);
  });
});

describe('status transitions', () => {
  it('allow review, answer and close, and reopening; not skipping back to received', () => {
    expect(canChangeStatus('received', 'in_review')).toBe(true);
    expect(canChangeStatus('in_review', 'answered')).toBe(true);
    expect(canChangeStatus('answered', 'closed')).toBe(true);
    expect(canChangeStatus('closed', 'in_review')).toBe(true);
    expect(canChangeStatus('received', 'answered')).toBe(false);
    expect(canChangeStatus('in_review', 'received')).toBe(false);
    expect(canChangeStatus('closed', 'closed')).toBe(false);
  });
});
