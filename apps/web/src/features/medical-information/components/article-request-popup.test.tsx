import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { doctor, medicalCase } from '../../../testing/medical-information-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

type Routes = Parameters<typeof mockApi>[0];

function setUp(routes: Routes = {}, profile = doctor, country = profile.country) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(profile),
    'GET /api/medicalInformation/cases': () => Response.json({ items: [] }),
    'GET /api/medicalInformation/team/access': () =>
      Response.json({ member: false, countries: [] }),
    'POST /api/medicalInformation': () => Response.json(medicalCase(), { status: 201 }),
    'POST /api/medicalInformation/sendMail': () =>
      Response.json({ accepted: true, caseNumber: 'MI-BR-2026-000042' }, { status: 202 }),
    ...routes,
  });
  renderApp({ path: '/medical-information', country, session: {} });
  return api;
}

async function openPopup(
  name = 'Solicitar artigo científico',
  title = 'Solicitação de Artigo Científico',
) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: title });
  // The profile fills name and e-mail as soon as it is there.
  await waitFor(() => expect(within(dialog).getByLabelText('NOME')).toHaveValue(doctor.name));
  return within(dialog);
}

const articleTitle = (dialog: ReturnType<typeof within>) =>
  dialog.getByLabelText(/^TITULO DO ARTIGO/);

/** The fields a request needs: phone, product and article title. */
async function fillRequired(dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText('TELEFONE'), '21987654321');
  await user.selectOptions(dialog.getByLabelText(/^PRODUTO/), 'Xarelto');
  await user.type(articleTitle(dialog), 'AF');
}

describe('the article request popup (spec §2 popup 1, §4, §5)', () => {
  it('opens with the spec fields, name and e-mail prefilled from the profile and read-only', async () => {
    setUp();
    const dialog = await openPopup();
    const name = dialog.getByLabelText('NOME');
    const email = dialog.getByLabelText('E-MAIL');
    expect(name).toHaveAttribute('readonly');
    expect(email).toHaveValue('demo.br@pulso.example');
    expect(email).toHaveAttribute('readonly');
    await user.type(name, 'X');
    expect(name).toHaveValue('Rafael Costa');
    for (const label of ['TELEFONE', /^PRODUTO/, 'NOME DA REVISTA', 'AUTOR', 'ANO']) {
      expect(dialog.getByLabelText(label)).toHaveValue('');
    }
    expect(articleTitle(dialog)).toBeRequired();
    expect(dialog.getByText('* Campos obrigatórios')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Solicitar' })).toBeVisible();
    const options = within(dialog.getByLabelText(/^PRODUTO/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toHaveLength(27);
    expect(options.at(1)).toHaveTextContent('Adempas');
    expect(options.at(-1)).toHaveTextContent('Outro');
  });

  it('keeps the popup open on send with no article title, marking the title and the product', async () => {
    const api = setUp();
    const dialog = await openPopup();
    const product = dialog.getByLabelText(/^PRODUTO/);
    expect(product).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));

    expect(await dialog.findByText('Campo obrigatório.')).toBeVisible();
    expect(articleTitle(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(articleTitle(dialog)).toHaveAccessibleDescription('Campo obrigatório.');
    await waitFor(() => expect(articleTitle(dialog)).toHaveFocus());
    // The product is highlighted when touched and empty, but nothing requires it.
    expect(product).toHaveAttribute('aria-invalid', 'true');
    expect(product).toHaveAccessibleDescription(
      'Selecione o produto relacionado à sua solicitação.',
    );
    expect(api.called('POST /api/medicalInformation')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Solicitação de Artigo Científico' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Solicitar' })).toBeEnabled();
  });

  it('highlights the product when it is left empty after being touched', async () => {
    setUp();
    const dialog = await openPopup();
    const product = dialog.getByLabelText(/^PRODUTO/);
    await user.click(product);
    await user.tab();
    expect(product).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(product, 'Xarelto');
    expect(product).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('applies the spec §5 maximum lengths', async () => {
    setUp();
    const dialog = await openPopup();
    const limits: [string | RegExp, number][] = [
      ['NOME', 100],
      ['E-MAIL', 320],
      ['TELEFONE', 15],
      [/^TITULO DO ARTIGO/, 200],
      ['NOME DA REVISTA', 200],
      ['AUTOR', 200],
      ['ANO', 4],
    ];
    for (const [label, max] of limits) {
      expect(dialog.getByLabelText(label)).toHaveAttribute('maxlength', String(max));
    }
    await user.type(articleTitle(dialog), 'a'.repeat(205));
    expect(articleTitle(dialog)).toHaveValue('a'.repeat(200));
    await user.type(dialog.getByLabelText('ANO'), '20245');
    expect(dialog.getByLabelText('ANO')).toHaveValue('2024');
  });

  it('refuses a year that is not digits', async () => {
    const api = setUp();
    const dialog = await openPopup();
    await user.type(articleTitle(dialog), 'Rivaroxaban');
    await user.type(dialog.getByLabelText('ANO'), '20a4');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    expect(await dialog.findByText('Valor inválido.')).toBeVisible();
    expect(dialog.getByLabelText('ANO')).toHaveAttribute('aria-invalid', 'true');
    expect(api.called('POST /api/medicalInformation')).toHaveLength(0);
  });

  it('masks the phone in the Brazilian format while typing and on focus-out', async () => {
    setUp();
    const dialog = await openPopup();
    const phone = dialog.getByLabelText('TELEFONE');
    await user.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');

    // A value put there without keystrokes (autofill, paste by a tool) is masked on focus-out.
    await user.clear(phone);
    phone.focus();
    (phone as HTMLInputElement).value = '2134567890';
    fireEvent.blur(phone);
    expect(phone).toHaveValue('(21) 3456-7890');
  });

  it('checks the Brazilian phone rules before sending', async () => {
    const api = setUp();
    const dialog = await openPopup();
    await user.type(dialog.getByLabelText('TELEFONE'), '1112345678');
    await user.type(articleTitle(dialog), 'Rivaroxaban');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    expect(await dialog.findByText('O número deve começar com um dígito de 2 a 9.')).toBeVisible();
    expect(api.called('POST /api/medicalInformation')).toHaveLength(0);
  });

  it('clears the phone error once a valid phone is typed after a failed send, and sends', async () => {
    const api = setUp();
    const dialog = await openPopup();
    const phone = dialog.getByLabelText('TELEFONE');
    await user.type(phone, '1112345678');
    await user.type(articleTitle(dialog), 'Rivaroxaban');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    expect(await dialog.findByText('O número deve começar com um dígito de 2 a 9.')).toBeVisible();

    // Typed over the wrong number, as a person corrects it.
    await user.type(phone, '21987654321', {
      initialSelectionStart: 0,
      initialSelectionEnd: (phone as HTMLInputElement).value.length,
    });
    expect(phone).toHaveValue('(21) 98765-4321');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.queryByText(/O número/)).not.toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText(/^PRODUTO/), 'Xarelto');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    await waitFor(() => expect(api.called('POST /api/medicalInformation')).toHaveLength(1));
    expect(api.called('POST /api/medicalInformation')[0]!.body).toMatchObject({
      phone: '21987654321',
    });
  });

  it('sends the request, then sendMail; shows the success message and hides the send button', async () => {
    const api = setUp();
    const dialog = await openPopup();
    await user.type(dialog.getByLabelText('TELEFONE'), '21987654321');
    await user.selectOptions(dialog.getByLabelText(/^PRODUTO/), 'Xarelto');
    await user.type(articleTitle(dialog), 'AF <script>alert(1)</script>');
    await user.type(dialog.getByLabelText('NOME DA REVISTA'), 'NEJM & Co');
    await user.type(dialog.getByLabelText('AUTOR'), 'Patel "MR"');
    await user.type(dialog.getByLabelText('ANO'), '2011');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));

    expect(
      await dialog.findByText(
        'Dr(a). Rafael Costa, sua solicitação foi enviada para a equipe de Informação Médica, que irá avaliá-la e enviar o artigo para o seu e-mail cadastrado.',
      ),
    ).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Solicitar' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();

    const [sent] = api.called('POST /api/medicalInformation');
    const body = sent!.body as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      product: 'Xarelto',
      name: 'Rafael Costa',
      email: 'demo.br@pulso.example',
      phone: '21987654321',
      content:
        '<p>Nome da revista: NEJM &amp; Co</p>' +
        '<p>Título do artigo: AF &lt;script&gt;alert(1)&lt;/script&gt;</p>' +
        '<p>Autor: Patel &quot;MR&quot;</p>' +
        '<p>Ano: 2011</p>',
      type: 'Artigo',
    });
    await waitFor(() =>
      expect(api.called('POST /api/medicalInformation/sendMail')).toHaveLength(1),
    );
    expect(api.called('POST /api/medicalInformation/sendMail')[0]!.body).toEqual({
      requestId: body.id,
      nome: 'Rafael Costa',
      email: 'demo.br@pulso.example',
      produto: 'Xarelto',
      telefone: '21987654321',
      tipo: 'Artigo',
      tituloArtigo: 'AF <script>alert(1)</script>',
      autor: 'Patel "MR"',
      anoPublicacao: '2011',
      nomeRevista: 'NEJM & Co',
    });
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /api/medicalInformation')).toBeLessThan(
      order.indexOf('POST /api/medicalInformation/sendMail'),
    );
  });

  it('links the success message to the requests page, closing the popup (issue 12)', async () => {
    setUp();
    const dialog = await openPopup();
    await fillRequired(dialog);
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    const success = await dialog.findByTestId('request-success');
    const follow = within(success).getByRole('link', { name: 'Acompanhar minha solicitação' });
    expect(follow).toHaveAttribute('href', '/medical-information');
    await user.click(follow);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the buttons and the outcome in the sticky footer and scrolls the outcome into view (issue 12)', async () => {
    setUp();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const dialog = await openPopup();
    const footer = dialog.getByTestId('request-footer');
    expect(footer.className).toMatch(/footer/);
    expect(within(footer).getByRole('button', { name: 'Fechar' })).toBeVisible();
    expect(within(footer).getByRole('button', { name: 'Solicitar' })).toBeVisible();
    await fillRequired(dialog);
    scrolled.mockClear();
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    const status = await within(footer).findByRole('status');
    expect(status).toHaveAttribute('data-testid', 'request-success');
    expect(scrolled.mock.contexts).toContain(footer);
    scrolled.mockRestore();
  });

  it('shows the spec §8 error with the contact link when the request fails, and can send again', async () => {
    let fail = true;
    const api = setUp({
      'POST /api/medicalInformation': () =>
        fail ? problem(500, 'internal') : Response.json(medicalCase(), { status: 201 }),
    });
    const dialog = await openPopup();
    await user.type(articleTitle(dialog), 'Rivaroxaban');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));

    const error = await dialog.findByRole('alert');
    expect(error).toHaveTextContent(
      'Um erro inesperado ocorreu durante sua solicitação. Por favor, entre em contato através do fale conosco.',
    );
    expect(within(error).getByRole('link', { name: 'fale conosco' })).toHaveAttribute(
      'href',
      'https://corporativo.pulso.example/br/fale-conosco',
    );
    expect(dialog.getByRole('button', { name: 'Solicitar' })).toBeVisible();
    expect(api.called('POST /api/medicalInformation/sendMail')).toHaveLength(0);

    // The retry carries the same id: the server answers the same case, nothing is stored twice.
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    expect(await dialog.findByTestId('request-success')).toBeVisible();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    const [first, second] = api.called('POST /api/medicalInformation');
    expect((second!.body as { id: string }).id).toBe((first!.body as { id: string }).id);
  });

  it('says when the doctor may send again once the account has sent too many (429)', async () => {
    const api = setUp({
      'POST /api/medicalInformation': () =>
        new Response(
          JSON.stringify({
            type: 'urn:pulso:problem:request.account_rate_limited',
            title: 'Too many requests from this account',
            status: 429,
            code: 'request.account_rate_limited',
          }),
          {
            status: 429,
            headers: { 'content-type': 'application/problem+json', 'retry-after': '1790' },
          },
        ),
    });
    const dialog = await openPopup();
    await user.type(articleTitle(dialog), 'Rivaroxaban');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));

    const limited = await dialog.findByRole('alert');
    expect(limited).toHaveTextContent(
      'Você já enviou muitas solicitações na última hora. Poderá enviar outra em 30 minutos.',
    );
    expect(dialog.queryByTestId('request-error')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Solicitar' })).toBeVisible();
    expect(api.called('POST /api/medicalInformation/sendMail')).toHaveLength(0);
  });

  it('only logs a failed sendMail: the request stays a success', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = setUp({ 'POST /api/medicalInformation/sendMail': () => problem(502, 'mail.down') });
    const dialog = await openPopup();
    await user.type(articleTitle(dialog), 'Rivaroxaban');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    expect(await dialog.findByTestId('request-success')).toBeVisible();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]![0]).toBe('medicalInformation sendMail failed');
    expect(api.called('POST /api/medicalInformation/sendMail')).toHaveLength(1);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets on close: fields emptied, messages hidden, send button back, a new request id', async () => {
    const api = setUp();
    let dialog = await openPopup();
    await user.type(dialog.getByLabelText('TELEFONE'), '21987654321');
    await user.selectOptions(dialog.getByLabelText(/^PRODUTO/), 'Eylia');
    await user.type(articleTitle(dialog), 'Aflibercept');
    await user.type(dialog.getByLabelText('AUTOR'), 'Heier');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    expect(await dialog.findByTestId('request-success')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openPopup();
    expect(dialog.getByLabelText('NOME')).toHaveValue('Rafael Costa');
    expect(dialog.getByLabelText('E-MAIL')).toHaveValue('demo.br@pulso.example');
    for (const label of ['TELEFONE', /^PRODUTO/, /^TITULO DO ARTIGO/, 'AUTOR']) {
      expect(dialog.getByLabelText(label)).toHaveValue('');
    }
    expect(dialog.queryByTestId('request-success')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Solicitar' })).toBeVisible();

    await user.type(articleTitle(dialog), 'Another');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    await dialog.findByTestId('request-success');
    const [first, second] = api.called('POST /api/medicalInformation');
    expect((second!.body as { id: string }).id).not.toBe((first!.body as { id: string }).id);
  });

  it('closes on Escape and hides the error message when opened again', async () => {
    setUp({ 'POST /api/medicalInformation': () => problem(500, 'internal') });
    let dialog = await openPopup();
    await user.type(articleTitle(dialog), 'Rivaroxaban');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    await dialog.findByRole('alert');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openPopup();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(articleTitle(dialog)).toHaveValue('');
  });

  it('speaks Spanish on Spanish sites', async () => {
    const mexican = { ...doctor, country: 'mx' as const, name: 'Ana López' };
    setUp({}, mexican);
    await user.click(await screen.findByRole('button', { name: 'Solicitar artículo científico' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Solicitud de Artículo Científico' }),
    );
    await waitFor(() => expect(dialog.getByLabelText('NOMBRE')).toHaveValue('Ana López'));
    expect(dialog.getByLabelText('CORREO ELECTRÓNICO')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(/^TÍTULO DEL ARTÍCULO/)).toBeRequired();
    expect(dialog.getByText('* Campos obligatorios')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    const options = within(dialog.getByLabelText(/^PRODUCTO/)).getAllByRole('option');
    expect(options.at(-1)).toHaveTextContent('Otro');
    expect(options.at(-1)).toHaveValue('Outro');
  });
});
