import { useEffect, useMemo, type FormEvent } from 'react';
import type { CountryCode } from '@pulso/contracts/country';
import {
  medicalInformationProducts,
  type MedicalInformationProduct,
  type MedicalInformationRequestInput,
} from '@pulso/contracts/medical-information';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useCountry } from '../../../lib/country/country-context.ts';
import { focusFirstError } from '../../../lib/forms.ts';
import { useProfileQuery } from '../../users/index.ts';
import type { RequestOutcome } from './request-outcome.tsx';
import { useRequestSubmission } from './use-request-submission.ts';

/** A product name given by a screen, if it is one of the spec §9 options. */
export function productOption(product: string | undefined): MedicalInformationProduct | '' {
  const wanted = product?.trim().toLowerCase();
  return medicalInformationProducts.find((option) => option.toLowerCase() === wanted) ?? '';
}

export interface Requester {
  nome: string;
  email: string;
  /** The account's country: its phone rule applies (Brazil: the §5 mask and rules). */
  country: CountryCode;
}

/** Who asks: name and e-mail from the signed-in profile (spec §4), and the account's country. */
export function useRequester(): Requester {
  const { country } = useCountry();
  const { data: profile } = useProfileQuery();
  return {
    nome: profile?.name ?? '',
    email: profile?.email ?? '',
    country: profile?.country ?? country,
  };
}

/** What a valid form sends: the request for an id, and the optional follow-up (sendMail). */
export interface RequestPlan {
  build: (id: string) => MedicalInformationRequestInput;
  followUp?: (id: string) => Promise<unknown>;
}

export interface RequestPopup {
  /** What the frame (RequestModalFrame) takes from the popup's state. */
  frame: {
    opened: boolean;
    onClose: () => void;
    outcome: RequestOutcome;
    name: string;
    submitting: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Spec §5: the account is Brazilian, so the phone takes the Brazilian mask. */
  brazilianPhone: boolean;
}

/**
 * The states of a medical-information popup (spec §4):
 * - opening prefills name and e-mail from the profile (and the product of the screen that opened
 *   it), everything else empty — again if the profile arrives while it is open;
 * - sending validates every field (all shown as touched); invalid keeps the popup open with the
 *   first problem focused; valid sends (spec §7) and shows the §8 message;
 * - closing empties the form (phone and product too), hides the messages and brings the send
 *   button back.
 */
export function useRequestPopup<
  T extends FieldValues & { produto?: unknown },
  O extends FieldValues,
>(
  /** The popup's form schema for the account's country. */
  schemaFor: (country: CountryCode) => z.ZodType<O, T>,
  options: {
    opened: boolean;
    onClose: () => void;
    /** The product of the screen that opened the popup. */
    product: string | undefined;
    /** The popup's own fields, empty (name, e-mail, phone and product are set here). */
    defaults: DefaultValues<T>;
    /** The fields in the order of the form, for focusing the first problem. */
    fields: readonly string[];
    plan: (values: O) => RequestPlan;
  },
): RequestPopup & { form: UseFormReturn<T, unknown, O> } {
  const { opened, onClose, fields, plan } = options;
  const requester = useRequester();
  const form = useForm<T, unknown, O>({
    resolver: zodResolver(schemaFor(requester.country)),
    shouldFocusError: false,
  });
  const submission = useRequestSubmission();

  // Defaults are a fresh object on each render: compare them by value.
  const key = JSON.stringify({
    nome: requester.nome,
    email: requester.email,
    telefone: '',
    produto: productOption(options.product),
    ...options.defaults,
  });
  const defaults = useMemo(() => JSON.parse(key) as DefaultValues<T>, [key]);
  useEffect(() => {
    if (opened) form.reset(defaults, { keepDirtyValues: true });
  }, [form, opened, defaults]);

  const handle = form.handleSubmit(
    (values) => {
      const { build, followUp } = plan(values);
      return submission.send(build, followUp);
    },
    (invalid) => focusFirstError(form, { has: (field) => field in invalid }, fields),
  );

  return {
    form,
    frame: {
      opened,
      onClose: () => {
        form.reset({ ...defaults, produto: '' });
        submission.reset();
        onClose();
      },
      outcome: submission.outcome,
      name: requester.nome,
      submitting: form.formState.isSubmitting,
      onSubmit: (event) => void handle(event),
    },
    brazilianPhone: requester.country === 'br',
  };
}
