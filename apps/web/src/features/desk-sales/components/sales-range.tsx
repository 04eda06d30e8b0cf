import { SALES_BUCKETS, type SalesQuery } from '@parallax/core/contracts/desk-sales';
import { useId } from 'react';
import { presetRange, type SalesPreset } from '../model/range';
import type { SalesTexts } from '../model/texts';

/** The range's dates, presets and bucket; every change goes to the address (`onChange`). */
export function SalesRange(props: {
  query: SalesQuery;
  isValid: boolean;
  csvUrl: string | null;
  texts: SalesTexts;
  onChange: (change: Partial<SalesQuery>) => void;
}) {
  const { query, isValid, csvUrl, texts, onChange } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const choosePreset = (preset: SalesPreset) => onChange(presetRange(preset, new Date()));
  const invalid = isValid ? {} : { 'aria-invalid': true, 'aria-describedby': errorId };
  return (
    <div className="desk-toolbar sales-range">
      <fieldset className="sales-range-fields">
        <legend className="visually-hidden">{texts.range.legend}</legend>
        <div className="desk-field">
          <label htmlFor={`${id}-from`}>{texts.range.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={query.from}
            required
            data-testid="desk-sales-from"
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
            {...invalid}
          />
        </div>
        <div className="desk-field">
          <label htmlFor={`${id}-to`}>{texts.range.to}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={query.to}
            required
            data-testid="desk-sales-to"
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
            {...invalid}
          />
        </div>
        <div className="desk-field">
          <label htmlFor={`${id}-bucket`}>{texts.range.bucket}</label>
          <select
            id={`${id}-bucket`}
            value={query.bucket}
            data-testid="desk-sales-bucket"
            onChange={(event) => onChange({ bucket: event.target.value as SalesQuery['bucket'] })}
          >
            {SALES_BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {texts.buckets[bucket]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className="desk-actions" role="group" aria-label={texts.presets.label}>
        <button type="button" className="desk-button" onClick={() => choosePreset('last30')}>
          {texts.presets.last30}
        </button>
        <button type="button" className="desk-button" onClick={() => choosePreset('thisYear')}>
          {texts.presets.thisYear}
        </button>
        {csvUrl && (
          <a className="desk-button" href={csvUrl} download data-testid="desk-sales-csv">
            {texts.csv}
          </a>
        )}
      </div>
      {!isValid && (
        <p id={errorId} className="desk-error" role="alert">
          {texts.range.invalid}
        </p>
      )}
    </div>
  );
}
