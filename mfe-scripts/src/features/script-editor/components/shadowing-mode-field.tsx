interface ShadowingModeFieldProps {
  isVoiceControl: boolean;
  onChange: (isVoiceControl: boolean) => void;
}

const MODES = [
  { isVoiceControl: true, label: 'Voice control', hint: 'You read aloud; the highlight follows your voice.' },
  { isVoiceControl: false, label: 'Read aloud', hint: 'The app reads the script to you and highlights each word; you speak along.' },
];

/** The script's shadowing mode (its isVoiceControl setting), as the shadowing screen names it. */
export function ShadowingModeField({ isVoiceControl, onChange }: ShadowingModeFieldProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-700">Shadowing mode</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {MODES.map((mode) => (
          <label
            key={mode.label}
            className="flex cursor-pointer gap-3 rounded-xl border border-ink-200 p-3 has-checked:border-brand-500 has-checked:bg-brand-50/60 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="shadowing-mode"
              className="mt-1 size-4 accent-brand-600"
              checked={isVoiceControl === mode.isVoiceControl}
              onChange={() => onChange(mode.isVoiceControl)}
            />
            <span>
              <span className="block text-sm font-semibold text-ink-900">{mode.label}</span>
              <span className="block text-sm text-ink-600">{mode.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
