import { PREDEFINED_AMENITIES } from '@nivas/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Check, Plus, X } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/text-field';
import { t } from '@/i18n';

const key = (amenity: string) => amenity.trim().toLowerCase();
const predefinedByKey = new Map<string, string>(PREDEFINED_AMENITIES.map((a) => [key(a), a]));
/** The domain's limit on one amenity's length. */
const MAX_AMENITY_LENGTH = 40;

/**
 * SPEC §2 and §9: the fourteen predefined amenities as toggles, plus the owner's own, trimmed
 * and never twice (in any case, as the server counts them). A custom name that is one of the
 * predefined ones turns that one on, spelled the usual way.
 */
export function AmenitiesPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (amenities: string[]) => void;
  error?: string;
}) {
  const labelId = useId();
  const inputId = useId();
  const refusalId = useId();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const chosen = new Set(value.map(key));
  const custom = value.filter((amenity) => !predefinedByKey.has(key(amenity)));

  const toggle = (amenity: string) =>
    onChange(
      chosen.has(key(amenity)) ? value.filter((a) => key(a) !== key(amenity)) : [...value, amenity],
    );

  const addCustom = () => {
    const name = draft.trim();
    if (name === '') return;
    const existing = value.find((a) => key(a) === key(name));
    if (existing) {
      setRefusal(t.rooms.form.duplicateAmenity(existing));
      return;
    }
    onChange([...value, predefinedByKey.get(key(name)) ?? name]);
    setDraft('');
    setRefusal(null);
  };

  const onDraftKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the amenity; it must not submit the whole room.
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustom();
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-3">
      <div>
        <p id={labelId} className="text-sm font-medium text-slate-700">
          {t.rooms.form.amenities}
        </p>
        <p className="text-xs text-slate-500">{t.rooms.form.amenitiesHint}</p>
      </div>

      <ul className="flex flex-wrap gap-2">
        {PREDEFINED_AMENITIES.map((amenity) => {
          const isOn = chosen.has(key(amenity));
          return (
            <li key={amenity}>
              <button
                type="button"
                aria-pressed={isOn}
                onClick={() => toggle(amenity)}
                className={cn(
                  'inline-flex min-h-11 md:min-h-9 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  isOn
                    ? 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {isOn && <Check aria-hidden="true" className="size-3.5" />}
                {t.rooms.amenityNames[amenity]}
              </button>
            </li>
          );
        })}
      </ul>

      {custom.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {custom.map((amenity) => (
            <li
              key={amenity}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
            >
              {amenity}
              <button
                type="button"
                onClick={() => onChange(value.filter((a) => a !== amenity))}
                aria-label={t.rooms.form.removeAmenity(amenity)}
                className="rounded-full p-1 text-indigo-500 hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {t.rooms.form.customAmenity}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={draft}
            maxLength={MAX_AMENITY_LENGTH}
            placeholder={t.rooms.form.customAmenityPlaceholder}
            onChange={(event) => {
              setDraft(event.target.value);
              setRefusal(null);
            }}
            onKeyDown={onDraftKeyDown}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? refusalId : undefined}
            className={inputClasses(Boolean(refusal), 'min-w-0 flex-1')}
          />
          <Button variant="secondary" onClick={addCustom} aria-label={t.rooms.form.addAmenityLabel}>
            <Plus aria-hidden="true" className="size-4" />
            {t.rooms.form.addAmenity}
          </Button>
        </div>
        {refusal && (
          <p id={refusalId} role="alert" className="text-sm text-red-600">
            {refusal}
          </p>
        )}
        {error && <p className="text-sm text-red-600">{error}</p>}
      </div>
    </div>
  );
}
