import { IconWave } from '@speakwell/ui';
import type { ReactNode } from 'react';

/** The frame of /login and /register: brand, a centered card, a calm background. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_60%)] px-4 py-12">
      <div className="w-full max-w-md animate-slide-up">
        <div className="mb-8 flex items-center justify-center gap-2.5 text-ink-900">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
            <IconWave className="size-6" />
          </span>
          <span className="text-xl font-semibold tracking-tight">Speakwell</span>
        </div>
        <div className="rounded-2xl border border-ink-200/70 bg-white p-8 shadow-raised">
          <h1 className="text-center text-2xl font-semibold tracking-tight text-ink-900">{title}</h1>
          <p className="mt-2 text-center text-ink-500">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm text-ink-500">{footer}</p>
      </div>
    </main>
  );
}
