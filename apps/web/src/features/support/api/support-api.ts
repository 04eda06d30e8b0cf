import type {
  DeskTicketCreated,
  ReportContent,
  SupportRequest,
} from '@parallax/core/contracts/support';
import { catalogEndpoints } from '@parallax/core/endpoints/catalog';
import { supportEndpoints } from '@parallax/core/endpoints/support';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** spec 2 §7 report content {contentPackId, message}: signed-in users. */
export const reportContent = (body: ReportContent): Promise<DeskTicketCreated> =>
  callEndpoint(supportEndpoints.reportContent, { prefix: 'store', body });

/** spec 2 §7 support request (supportRequestDto): guests too. */
export const sendSupportRequest = (body: SupportRequest): Promise<DeskTicketCreated> =>
  callEndpoint(supportEndpoints.supportRequest, { prefix: 'store', body });

/** The pack a support request is about (the support page's `?contentId=`), for its title. */
export const supportSubjectQuery = (contentId: string) =>
  queryOptions({
    queryKey: ['support', 'subject', contentId],
    queryFn: ({ signal }) =>
      callEndpoint(catalogEndpoints.content, {
        prefix: 'store',
        params: { contentId },
        signal,
      }),
    retry: false,
    staleTime: 5 * 60_000,
  });
