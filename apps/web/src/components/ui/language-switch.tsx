import { LANGUAGES } from '@nivas/domain/language';
import { currentLanguage, t } from '@/i18n';
import { useChooseLanguage } from '@/lib/session/account-language';
import { cn } from './cn';
import { Languages } from './icons';

/**
 * English | हिंदी: each language named in its own words, so whoever cannot read the other can
 * still find theirs. In a menu (the profile menu) its choices are menu items.
 */
export function LanguageSwitch({ inMenu = false }: { inMenu?: boolean }) {
  const choose = useChooseLanguage();
  const current = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t.language.label}
      className={cn('flex items-center gap-2 text-sm', inMenu && 'px-4 py-2')}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <div className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {LANGUAGES.map((language) => {
          const isCurrent = language === current;
          return (
            <button
              key={language}
              type="button"
              lang={language}
              {...(inMenu
                ? { role: 'menuitemradio', 'aria-checked': isCurrent, tabIndex: -1 }
                : { 'aria-pressed': isCurrent })}
              onClick={() => !isCurrent && choose(language)}
              className={cn(
                // 44 px tall on a phone, where a thumb taps it (WCAG 2.2 target size).
                'min-h-11 rounded-md px-3 py-1 font-medium sm:min-h-0 focus-visible:outline-2 focus-visible:outline-indigo-600',
                // Drawn from a face holding this word alone: no Devanagari file on an English page.
                language === 'hi' && 'font-hindi-word',
                isCurrent
                  ? 'bg-white text-indigo-700 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {t.language.names[language]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
