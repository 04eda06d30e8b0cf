import { SupportRequest } from '@parallax/core/contracts/support';
import type { HeadsetModel, VrSetup } from '@parallax/core/rules/support';
import { schemaProblems } from '@/lib/form-problems';

/** The support form as typed (spec 2 §3 supportRequestDto); '' is a list left unchosen. */
export type SupportFields = {
  email: string;
  problemDescription: string;
  vrSetup: VrSetup | '';
  headsetModel: HeadsetModel | '';
  headsetModelOther: string;
  gpuModel: string;
};

/** The fields a message can show under, in the form's order (the first invalid takes focus). */
export const SUPPORT_FIELDS = [
  'email',
  'problemDescription',
  'headsetModelOther',
  'gpuModel',
] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];

export const emptySupportFields = (email = ''): SupportFields => ({
  email,
  problemDescription: '',
  vrSetup: '',
  headsetModel: '',
  headsetModelOther: '',
  gpuModel: '',
});

/** spec 2 §5: Send is disabled while the e-mail or the problem description is empty. */
export function canSendSupportRequest(fields: SupportFields): boolean {
  return fields.email.trim() !== '' && fields.problemDescription.trim() !== '';
}

/** spec 2 §5: the headset "Other" reveals a custom field, which overrides the headset. */
export const asksHeadsetModelOther = (fields: SupportFields): boolean =>
  fields.headsetModel === 'OTHER';

/** spec 2 §5: PC VR reveals the GPU model. */
export const asksGpuModel = (fields: SupportFields): boolean => fields.vrSetup === 'PCVR';

/**
 * The request as sent: a field the form does not show (the custom headset without Other, the GPU
 * without PC VR) or left empty is not sent; contentId names the pack the form was opened from.
 */
export function supportRequestBody(
  fields: SupportFields,
  contentId: string | null,
): SupportRequest {
  const filled = (value: string, isAsked = true) =>
    isAsked && value.trim() !== '' ? value : undefined;
  const headsetModelOther = filled(fields.headsetModelOther, asksHeadsetModelOther(fields));
  const gpuModel = filled(fields.gpuModel, asksGpuModel(fields));
  return {
    email: fields.email,
    problemDescription: fields.problemDescription,
    ...(fields.vrSetup ? { vrSetup: fields.vrSetup } : {}),
    ...(fields.headsetModel ? { headsetModel: fields.headsetModel } : {}),
    ...(headsetModelOther !== undefined ? { headsetModelOther } : {}),
    ...(gpuModel !== undefined ? { gpuModel } : {}),
    ...(contentId ? { contentId } : {}),
  };
}

/** The form's problems by field, found by the contract the server checks the request with. */
export function supportRequestProblems(
  fields: SupportFields,
  contentId: string | null,
): Partial<Record<SupportField, string>> {
  return schemaProblems(SupportRequest, supportRequestBody(fields, contentId), SUPPORT_FIELDS);
}

/** One field's problem as the user leaves it (spec 2 §5 messages, shown on blur). */
export function supportFieldProblem(
  fields: SupportFields,
  field: SupportField,
): string | undefined {
  return supportRequestProblems(fields, null)[field];
}
