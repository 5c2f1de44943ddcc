import { describe, expect, it } from 'vitest';
import { useStaffHarness } from './testing/staff-harness.ts';

const staff = useStaffHarness();
const { as, create, approval, clock, draft } = staff;

describe('back-office content lifecycle', { timeout: 120_000 }, () => {
  it('publishes an approved version only within its validity, keeps it while an edit is drafted, and trails every step', async () => {
    const title = `Anticoagulación hoy ${Date.now()}`;
    const id = await create('editorMx', title, ['mx']);
    const created = (
      await staff.h.api.get(`/api/backoffice/contents/${id}`, as('editorMx'))
    ).json();
    expect(created).toMatchObject({ status: 'draft', version: 1, countries: ['mx'] });
    expect(JSON.stringify(created.content)).not.toContain('<script');

    // A doctor sees nothing of a draft; approving a draft is refused (it is not in review).
    expect((await staff.h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(404);
    expect(
      (
        await staff.h.api.post(
          `/api/backoffice/contents/${id}/approve`,
          approval(1),
          as('revisorMx'),
        )
      ).statusCode,
    ).toBe(409);
    // An editor cannot approve, even in their own country.
    expect(
      (await staff.h.api.post(`/api/backoffice/contents/${id}/submit`, {}, as('editorMx')))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await staff.h.api.post(
          `/api/backoffice/contents/${id}/approve`,
          approval(1),
          as('editorMx'),
        )
      ).statusCode,
    ).toBe(403);
    const approved = await staff.h.api.post(
      `/api/backoffice/contents/${id}/approve`,
      approval(1),
      as('revisorMx'),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvalCode: 'MX-2026-0042' });

    const doctorSees = async () => {
      const item = await staff.h.api.get(`/api/contents/${id}`, as('doctor'));
      const lists = await Promise.all(
        ['news', 'feed', 'home'].map((cluster) =>
          staff.h.api.get(`/api/clusters/${cluster}`, as('doctor')),
        ),
      );
      const search = await staff.h.api.get(
        `/api/search?q=${encodeURIComponent(title.split(' ').slice(0, 2).join(' '))}`,
        as('doctor'),
      );
      return {
        item: item.statusCode === 200 ? item.json().cfApprovalCode : item.statusCode,
        lists: lists.map((list) => list.body.includes(id)),
        search: search.body.includes(id),
      };
    };
    expect(await doctorSees()).toEqual({
      item: 'MX-2026-0042',
      lists: [true, true, true],
      search: true,
    });
    // Brazil's doctors never see a Mexican item.
    expect(
      (await staff.h.api.get(`/api/contents/${id}`, { ...as('doctorBr'), country: 'br' }))
        .statusCode,
    ).toBe(404);

    // An approved version is immutable: an edit is version 2, a draft; version 1 stays published.
    const edited = await staff.h.api.put(
      `/api/backoffice/contents/${id}`,
      { ...draft(`${title} (revisado)`, ['mx']) },
      as('editorMx'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      version: 2,
      status: 'draft',
      published: { version: 1, approvalCode: 'MX-2026-0042' },
    });
    expect((await doctorSees()).item).toBe('MX-2026-0042');

    // The clock passes valid-to: gone from the item, every list, the home and search at once.
    clock.ms += 2 * 60_000;
    expect(await doctorSees()).toEqual({ item: 404, lists: [false, false, false], search: false });
    const expired = await staff.h.api.get('/api/backoffice/contents?status=draft', as('editorMx'));
    expect(expired.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const trail = await staff.h.api.get(`/api/backoffice/audit?entityId=${id}`, as('revisorMx'));
    expect(trail.json().items.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'submit',
      'approve',
      'update',
    ]);
    expect(trail.json().items[2]).toMatchObject({
      actor: { name: 'Raúl Revisor MX' },
      before: { status: 'in-review' },
      after: { status: 'approved', approvalCode: 'MX-2026-0042' },
    });
    const csv = await staff.h.api.get(`/api/backoffice/audit.csv?entityId=${id}`, as('editorMx'));
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('action,actor,at,before,after');
  });

  it("tells a staff member what each role allows, per subject and country (the UI's navigation)", async () => {
    const editor = (await staff.h.api.get('/api/backoffice/me', as('editorMx'))).json();
    expect(editor.roles).toEqual([{ role: 'editor', countries: ['mx'] }]);
    expect(editor.abilities).toEqual(
      expect.arrayContaining([
        { action: 'create', subject: 'Content', countries: ['mx'] },
        { action: 'read', subject: 'Audit', countries: ['mx'] },
      ]),
    );
    expect(editor.abilities).not.toContainEqual(expect.objectContaining({ action: 'approve' }));
    const reviewer = (await staff.h.api.get('/api/backoffice/me', as('revisorMx'))).json();
    expect(reviewer.abilities).toContainEqual({
      action: 'approve',
      subject: 'Content',
      countries: ['mx'],
    });
  });

  it('has no publication-clock fixture route unless the test rig turns it on', async () => {
    const answer = await staff.h.t.app.inject({
      method: 'POST',
      url: '/__testing/publication-clock',
      payload: { advanceSeconds: 60 },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('says expired, in the item and the list, once the clock that decides what doctors see passes valid-to (issue 32)', async () => {
    const id = await create('editorMx', `Caduca ${Date.now()}`, ['mx']);
    await staff.h.api.post(`/api/backoffice/contents/${id}/submit`, {}, as('editorMx'));
    await staff.h.api.post(`/api/backoffice/contents/${id}/approve`, approval(60), as('revisorMx'));
    // The test rig's fixture (POST /__testing/publication-clock) moves that clock alone, 11 days.
    staff.h.t.app.publication.shift(11 * 86_400_000);
    try {
      expect((await staff.h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(404);
      const item = await staff.h.api.get(`/api/backoffice/contents/${id}`, as('revisorMx'));
      expect(item.json()).toMatchObject({ status: 'expired', published: null });
      const listed = async (query: string) =>
        (await staff.h.api.get(`/api/backoffice/contents${query}`, as('editorMx')))
          .json()
          .items.filter((entry: { id: string }) => entry.id === id)
          .map((entry: { status: string }) => entry.status);
      expect(await listed('')).toEqual(['expired']);
      expect(await listed('?status=expired')).toEqual(['expired']);
      expect(await listed('?status=approved')).toEqual([]);
    } finally {
      staff.h.t.app.publication.shift(0);
    }
  });

  it('withdraws a published item at once', async () => {
    const id = await create('editorMx', `Retirado ${Date.now()}`, ['mx']);
    await staff.h.api.post(`/api/backoffice/contents/${id}/submit`, {}, as('editorMx'));
    await staff.h.api.post(`/api/backoffice/contents/${id}/approve`, approval(60), as('revisorMx'));
    expect((await staff.h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(200);
    const withdrawn = await staff.h.api.post(
      `/api/backoffice/contents/${id}/withdraw`,
      {},
      as('revisorMx'),
    );
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await staff.h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(404);
  });
});
