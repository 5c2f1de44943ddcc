import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptTermsBody } from '@pulso/contracts/public-access';
import { acceptTerms, getPublicContent, getUserAccess } from './api/public-access.ts';
import { rememberRegisterNumber, rememberedRegisterNumber } from './public-register-number.ts';

export type AcceptTermsFields = Pick<AcceptTermsBody, 'name' | 'registerNumber'>;

/**
 * The token page's steps: check the link (`public/userAccess`, with the register number this
 * browser session accepted with, if any), accept the terms (`public/acceptTerms`), then load the
 * item (`public/contents/{id}`). A reader who already accepted in this session goes straight on.
 */
export function usePublicAccess(contentId: string, token: string) {
  const [remembered] = useState(() => rememberedRegisterNumber(contentId));
  const [acceptedNow, setAcceptedNow] = useState(false);
  const queryClient = useQueryClient();
  const contentKey = ['public', 'content', contentId, token];

  const access = useQuery({
    queryKey: ['public', 'access', contentId, token, remembered ?? ''],
    queryFn: ({ signal }) =>
      getUserAccess({ contentId, token, registerNumber: remembered }, signal),
    enabled: Boolean(contentId && token),
    staleTime: Infinity,
  });

  const accept = useMutation({
    mutationFn: (fields: AcceptTermsFields) => acceptTerms(token, { contentId, ...fields }),
    onSuccess: (_answer, fields) => {
      rememberRegisterNumber(contentId, fields.registerNumber);
      setAcceptedNow(true);
      // An earlier "terms not accepted" answer is stale now.
      void queryClient.resetQueries({ queryKey: contentKey });
    },
  });

  const accepted = acceptedNow || (remembered !== undefined && access.data?.accepted === true);

  const content = useQuery({
    queryKey: contentKey,
    queryFn: ({ signal }) => getPublicContent(contentId, token, signal),
    enabled: accepted,
    staleTime: Infinity,
  });

  return { access, accept, accepted, content };
}
