import { Spinner } from '@speakwell/ui';

export function PageLoading() {
  return (
    <div className="flex justify-center py-24 text-brand-600">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
