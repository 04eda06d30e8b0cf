import { HEADSET_MODELS, VR_SETUPS } from '@parallax/core/rules/support';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import { asksGpuModel, asksHeadsetModelOther } from '../model/support-form';
import type { SupportRequestSubmit } from '../model/use-support-request-submit';

/** The VR setup (PC VR asks the graphics card) and the headset (Other asks which). */
export function SupportSetupFields({ form }: { form: SupportRequestSubmit }) {
  const { t } = useTranslation();
  const { fields, change, check, messageOf, isBusy } = form;
  return (
    <>
      <SelectField
        label={t('supportRequest.vrSetup')}
        name="vrSetup"
        value={fields.vrSetup}
        onChange={(value) => change('vrSetup', value)}
        options={VR_SETUPS.map((value) => ({
          value,
          label: t(`supportRequest.vrSetups.${value}`),
        }))}
        emptyLabel={t('supportRequest.notChosen')}
        isDisabled={isBusy}
      />
      {asksGpuModel(fields) && (
        <TextField
          label={t('supportRequest.gpuModel')}
          name="gpuModel"
          value={fields.gpuModel}
          onChange={(value) => change('gpuModel', value)}
          onBlur={() => check('gpuModel')}
          error={messageOf('gpuModel')}
          hint={t('supportRequest.gpuHint')}
          isDisabled={isBusy}
        />
      )}
      <SelectField
        label={t('supportRequest.headsetModel')}
        name="headsetModel"
        value={fields.headsetModel}
        onChange={(value) => change('headsetModel', value)}
        options={HEADSET_MODELS.map((value) => ({
          value,
          label: t(`supportRequest.headsetModels.${value}`),
        }))}
        emptyLabel={t('supportRequest.notChosen')}
        isDisabled={isBusy}
      />
      {asksHeadsetModelOther(fields) && (
        <TextField
          label={t('supportRequest.headsetModelOther')}
          name="headsetModelOther"
          value={fields.headsetModelOther}
          onChange={(value) => change('headsetModelOther', value)}
          onBlur={() => check('headsetModelOther')}
          error={messageOf('headsetModelOther')}
          isDisabled={isBusy}
        />
      )}
    </>
  );
}
