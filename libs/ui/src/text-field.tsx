import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const control =
  'block w-full rounded-lg border border-ink-200 bg-white px-3.5 text-ink-900 shadow-sm placeholder:text-ink-400 transition-colors focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/15 disabled:bg-ink-50 disabled:text-ink-500 read-only:bg-ink-50';

interface FieldFrameProps {
  id: string;
  label?: ReactNode;
  action?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, action, hint, error, children, className }: FieldFrameProps) {
  const labelText = label && (
    <label htmlFor={id} className="block text-sm font-medium text-ink-700">
      {label}
    </label>
  );
  return (
    <div className={clsx('space-y-1.5', className)}>
      {action ? (
        <div className="flex items-end justify-between gap-3">
          {labelText}
          {action}
        </div>
      ) : (
        labelText
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
  /** A control that acts on the field (e.g. a "Clean up" button), shown at the label's end. */
  action?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper (label + control + messages). */
  wrapperClassName?: string;
}

type OwnFieldProps = FieldProps & { id?: string; className?: string };

/**
 * A control (an `input` or a `textarea`) in its frame: the frame takes the label, hint and error;
 * the control gets every other prop, the wiring to the frame, and its class with `sizing`.
 */
function Field({ as: Control, sizing, props }: { as: 'input' | 'textarea'; sizing: string; props: OwnFieldProps }) {
  const { label, action, hint, error, id, className, wrapperClassName, ...rest } = props;
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} action={action} hint={hint} error={error} className={wrapperClassName}>
      <Control
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={clsx(control, sizing, error && 'border-red-400', className)}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldProps {}

export function TextField(props: TextFieldProps) {
  return <Field as="input" sizing="h-11" props={props} />;
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {}

export function TextArea(props: TextAreaProps) {
  return <Field as="textarea" sizing="py-2.5 leading-relaxed" props={props} />;
}
