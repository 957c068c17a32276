import { Link } from 'react-router';

/** '/scripts/shadow/:scriptId': read a script aloud while speech recognition follows. */
export function ShadowingPage() {
  return (
    <Link to="/scripts" className="text-sm font-medium text-brand-700 hover:text-brand-800">
      ← Back to Script Library
    </Link>
  );
}
