import { useState } from 'react';
import { normaliseRegisterNumber } from '@pulso/contracts/helpers/register-number';
import { isValidCrm, type RegistrationForm } from '@pulso/contracts/registration';
import { crmStatusMessages } from '@pulso/contracts/users';
import { validationMessages } from '@pulso/contracts/validation';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation.tsx';
import { checkCrm } from '../api/users-api.ts';
import type { FormFieldProblem } from '../../../lib/forms.ts';
import { crmKey, type CrmCheck, type FormInput } from './registration-form-model.ts';

/**
 * The registration form's live licence check (spec §5, §7 checkCRM): a valid-looking CRM is
 * asked about as soon as the user leaves the field or changes its UF; the registry's answer shows
 * under the field, and a licence it refuses blocks sending.
 */
export function useCrmCheck(form: UseFormReturn<FormInput, unknown, RegistrationForm>) {
  const { t } = useTranslation();
  const [crm, setCrm] = useState<CrmCheck>({ status: 'idle' });

  /**
   * What the form learned beyond the rules and that blocks sending: a licence the registry
   * refuses. An e-mail reported in use only warns: it may be this user's own identity account
   * from an earlier attempt that stopped half-way, which the registration then continues (see
   * registerAccount); someone else's is refused there.
   */
  function learnedProblems(values: FormInput): FormFieldProblem[] {
    const problems: FormFieldProblem[] = [];
    if (crm.status === 'invalid' && crm.key === crmKey(values.registerUf, values.registerNumber)) {
      problems.push({ field: 'registerNumber', message: crm.message });
    }
    return problems;
  }

  const currentCrmKey = () =>
    crmKey(form.getValues('registerUf'), form.getValues('registerNumber'));

  async function runCrmCheck(uf: unknown, number: unknown) {
    if (typeof number !== 'string' || !isValidCrm(number)) return;
    const key = crmKey(uf, number);
    setCrm({ status: 'checking', key });
    try {
      const answer = await checkCrm({
        registerUf: typeof uf === 'string' && uf ? uf : undefined,
        registerNumber: normaliseRegisterNumber(number),
      });
      // An answer for a UF and number no longer in the form is dropped.
      if (key !== currentCrmKey()) return;
      if (answer.valid) {
        setCrm({ status: 'valid', key, name: answer.name });
        if (form.getFieldState('registerNumber').error?.type === 'licence') {
          form.clearErrors('registerNumber');
        }
      } else {
        const message =
          answer.status === 'active'
            ? validationMessages.crmInvalid
            : crmStatusMessages[answer.status];
        setCrm({ status: 'invalid', key, message });
        form.setError('registerNumber', { type: 'licence', message });
      }
    } catch {
      // Not known now: the registration itself checks the licence again.
      if (key === currentCrmKey()) setCrm({ status: 'idle' });
    }
  }

  /** What shows under the licence field while it is checked and once it is found valid. */
  const description =
    crm.status === 'checking'
      ? t('identity.register.crmChecking')
      : crm.status === 'valid'
        ? crm.name
          ? t('identity.register.crmValid', { name: crm.name })
          : t('identity.register.crmValidNoName')
        : undefined;

  return {
    learnedProblems,
    runCrmCheck,
    /** The number changed: what was learned about the previous one no longer holds. */
    reset: () => setCrm({ status: 'idle' }),
    description,
  };
}
