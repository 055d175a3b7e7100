import type { CardSide } from '@nivas/domain';
import { t } from '@/i18n';
import type { WizardData } from '../wizard-state';

const text = t.onboarding.review;
/** The catalogue's name of each side, read when shown. */
const SIDE_NAMES: Record<CardSide, 'imageAlt' | 'backImageAlt'> = {
  front: 'imageAlt',
  back: 'backImageAlt',
};

/**
 * The masked copies of the card that completing the onboarding keeps (the number's first eight
 * digits blacked out): shown before they are sent, so the owner sees exactly what is stored.
 */
export function KycCopies({ sides }: { sides: WizardData['aadhaarSides'] }) {
  const copies = (['front', 'back'] as const).flatMap((side) => {
    const image = sides[side]?.maskedImage;
    return image ? [{ side, image }] : [];
  });
  if (copies.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <p className="text-xs font-medium text-slate-500">{text.kycCopies}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        {copies.map(({ side, image }) => (
          <img
            key={side}
            src={image}
            alt={text.kycCopyAlt(t.onboarding.aadhaar[SIDE_NAMES[side]])}
            className="h-28 w-auto max-w-full rounded-lg object-contain ring-1 ring-slate-200"
          />
        ))}
      </div>
    </div>
  );
}
