import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../users/testing/api-client.ts';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import { useStaffHarness } from './testing/staff-harness.ts';

const staff = useStaffHarness();
const { as, create, approval, draft } = staff;

const REASON = 'Equipo de México de dos personas durante el piloto; lo revisa Compliance cada mes.';

/** Sets an account's grants as the global admin (`reason`: why it is editor and reviewer). */
const setRoles = (id: string, roles: string[], reason?: string) =>
  staff.h.api.put(
    `/api/backoffice/staff/${id}/roles`,
    reason === undefined ? { roles } : { roles, reason },
    as('admin'),
  );

/** A new account that is editor and reviewer of Mexico, with the admin's reason recorded. */
async function editorAndReviewer(firstName: string) {
  const account = await staff.newAccount(firstName);
  const granted = await setRoles(account.id, ['editor:mx', 'reviewer:mx'], REASON);
  expect(granted.statusCode, granted.body).toBe(200);
  return account;
}

const step = (id: string, name: 'submit' | 'approve', auth: CallOptions) =>
  staff.h.api.post(
    `/api/backoffice/contents/${id}/${name}`,
    name === 'approve' ? approval(60) : {},
    auth,
  );

const edit = (id: string, title: string, auth: CallOptions) =>
  staff.h.api.put(`/api/backoffice/contents/${id}`, draft(title, ['mx']), auth);

describe('four eyes on every approval (decision 068)', { timeout: 180_000 }, () => {
  it('refuses one person writing, submitting and approving the same version; another reviewer approves it', async () => {
    // The finding: an account holding both roles (an admin recorded why) did all three steps.
    const solo = await editorAndReviewer('Sol');
    const created = await staff.h.api.post(
      '/api/backoffice/contents',
      draft(`Escrito y aprobado por una sola persona ${Date.now()}`, ['mx']),
      solo.auth,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await step(id, 'submit', solo.auth)).statusCode).toBe(200);

    const own = await step(id, 'approve', solo.auth);
    expect(own.statusCode, own.body).toBe(403);
    expect(problemCode(own)).toBe('backoffice.four_eyes');
    // Nothing was published, and the version still waits for a reviewer.
    expect((await staff.h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(404);
    const seenBySolo = (await staff.h.api.get(`/api/backoffice/contents/${id}`, solo.auth)).json();
    expect(seenBySolo).toMatchObject({
      status: 'in-review',
      editors: [{ id: solo.id, name: 'Sol Cuenta' }],
      editedByYou: true,
    });

    const seenByReviewer = await staff.h.api.get(`/api/backoffice/contents/${id}`, as('revisorMx'));
    expect(seenByReviewer.json()).toMatchObject({ editedByYou: false });
    const approved = await step(id, 'approve', as('revisorMx'));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await staff.h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(200);

    // The trail shows two people: the author's steps and another's approval.
    const trail = (
      await staff.h.api.get(`/api/backoffice/audit?entityId=${id}`, as('revisorMx'))
    ).json().items as { action: string; actor: { name: string } }[];
    expect(trail.map((entry) => `${entry.action}: ${entry.actor.name}`)).toEqual([
      'create: Sol Cuenta',
      'submit: Sol Cuenta',
      'approve: Raúl Revisor MX',
    ]);
  });

  it('bars from approving a version whoever edited it (a reviewer with the editor role, an admin), and only that version', async () => {
    const pair = await editorAndReviewer('Pía');
    const id = await create('editorMx', `Editado por la revisora ${Date.now()}`, ['mx']);
    expect((await step(id, 'submit', as('editorMx'))).statusCode).toBe(200);

    // The reviewer edits the version in review (it goes back to draft): she is now one of its
    // editors, so another reviewer must approve it.
    const edited = await edit(id, 'Corregido por la revisora', pair.auth);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 1, status: 'draft', editedByYou: true });
    expect(edited.json().editors.map((editor: { name: string }) => editor.name)).toEqual([
      'Elena Editora MX',
      'Pía Cuenta',
    ]);
    expect((await step(id, 'submit', as('editorMx'))).statusCode).toBe(200);
    const refused = await step(id, 'approve', pair.auth);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(problemCode(refused)).toBe('backoffice.four_eyes');
    expect((await step(id, 'approve', as('revisorMx'))).statusCode).toBe(200);

    // Version 2: written by the editor, edited by an admin. The admin may approve, but not this.
    expect((await edit(id, 'Segunda versión', as('editorMx'))).json()).toMatchObject({
      version: 2,
    });
    expect((await edit(id, 'Segunda versión, revisada', as('admin'))).statusCode).toBe(200);
    expect((await step(id, 'submit', as('editorMx'))).statusCode).toBe(200);
    const byAdmin = await step(id, 'approve', as('admin'));
    expect(byAdmin.statusCode, byAdmin.body).toBe(403);
    expect(problemCode(byAdmin)).toBe('backoffice.four_eyes');
    // The reviewer who edited version 1 did not touch version 2: she may approve it.
    const second = await step(id, 'approve', pair.auth);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ version: 2, status: 'approved', editedByYou: false });
  });

  it('grants editor and reviewer of one country to one account only with a reason, kept and trailed', async () => {
    const account = await staff.newAccount('Rita');
    expect((await setRoles(account.id, ['editor:mx'])).statusCode).toBe(200);

    // Without a reason: refused, with the field named; nothing changes.
    const refused = await setRoles(account.id, ['editor:mx', 'reviewer:mx']);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(problemCode(refused)).toBe('backoffice.dual_role_reason_required');
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'body.reason', code: 'required' }),
    ]);
    // `*` counts too: editor of every country and reviewer of Brazil is both for Brazil.
    expect(problemCode(await setRoles(account.id, ['editor:*', 'reviewer:br']))).toBe(
      'backoffice.dual_role_reason_required',
    );
    const blank = await setRoles(account.id, ['editor:mx', 'reviewer:mx'], '   ');
    expect(blank.statusCode).toBe(400);
    expect(fieldProblems(blank)).toEqual([expect.stringMatching(/^body\.reason: /)]);
    const found = async () =>
      (
        await staff.h.api.get(
          `/api/backoffice/staff?email=${encodeURIComponent(account.email)}`,
          as('admin'),
        )
      ).json().items[0];
    expect(await found()).toMatchObject({ roles: ['editor:mx'], dualRoles: [] });

    // With a reason: granted, the reason kept with who recorded it, shown in the staff list.
    const granted = await setRoles(account.id, ['editor:mx', 'reviewer:mx'], REASON);
    expect(granted.statusCode, granted.body).toBe(200);
    const dualRole = {
      country: 'mx',
      reason: REASON,
      recordedBy: 'Ana Admin',
      recordedAt: expect.any(String),
    };
    expect(granted.json()).toMatchObject({
      roles: ['editor:mx', 'reviewer:mx'],
      dualRoles: [dualRole],
    });
    const list = (await staff.h.api.get('/api/backoffice/staff', as('admin'))).json();
    expect(list.items.find((member: { id: string }) => member.id === account.id)).toMatchObject({
      dualRoles: [dualRole],
    });
    const trail = (
      await staff.h.api.get(`/api/backoffice/audit?entityId=${account.id}`, as('admin'))
    ).json().items;
    expect(trail.at(-1)).toMatchObject({
      action: 'set-roles',
      actor: { name: 'Ana Admin' },
      before: { roles: ['editor:mx'] },
      after: { roles: ['editor:mx', 'reviewer:mx'], reason: REASON },
    });

    // Another change leaves the recorded combination as it is, without asking again.
    const more = await setRoles(account.id, ['editor:mx', 'events-manager:mx', 'reviewer:mx']);
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().dualRoles).toEqual([dualRole]);

    // No longer both: the reason goes, and granting both again asks for a reason again.
    const dropped = await setRoles(account.id, ['editor:mx', 'events-manager:mx']);
    expect(dropped.json().dualRoles).toEqual([]);
    expect(
      problemCode(await setRoles(account.id, ['editor:mx', 'events-manager:mx', 'reviewer:mx'])),
    ).toBe('backoffice.dual_role_reason_required');
  });
});
