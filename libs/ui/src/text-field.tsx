import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const control =
  'block w-full rounded-lg border border-ink-200 bg-white px-3.5 text-ink-900 shadow-sm placeholder:text-ink-400 transition-colors focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/15 disabled:bg-ink-50 disabled:text-ink-500 read-only:bg-ink-50';

interface FieldFrameProps {
  id: string;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, hint, error, children, className }: FieldFrameProps) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      {label && (
        <label htmlFor={id} className="block text-sm font-medium text-ink-700">
          {label}
        </label>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a text field and a text area take besides their control's own attributes. */
interface FieldProps {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper (label + control + messages). */
  wrapperClassName?: string;
}

/** The id and aria attributes that tie a control to its label, hint and error. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type OwnFieldProps = FieldProps & { id?: string; className?: string };
type ControlProps<Props extends OwnFieldProps> = ControlWiring & { className: string } & Omit<Props, keyof OwnFieldProps>;

/**
 * A control in its frame: the frame takes the label, hint and error; the control (drawn by
 * `children`) gets every other prop, the wiring to the frame, and its class with `sizing`.
 */
function Field<Props extends OwnFieldProps>({
  props: { label, hint, error, id, className, wrapperClassName, ...rest },
  sizing,
  children,
}: {
  props: Props;
  sizing: string;
  children: (control: ControlProps<Props>) => ReactNode;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const wiring: ControlWiring = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
  };
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={wrapperClassName}>
      {children({ ...wiring, className: clsx(control, sizing, error && 'border-red-400', className), ...rest } as ControlProps<Props>)}
    </FieldFrame>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldProps {}

export function TextField(props: TextFieldProps) {
  return (
    <Field props={props} sizing="h-11">
      {(input) => <input {...input} />}
    </Field>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {}

export function TextArea(props: TextAreaProps) {
  return (
    <Field props={props} sizing="py-2.5 leading-relaxed">
      {(textarea) => <textarea {...textarea} />}
    </Field>
  );
}
