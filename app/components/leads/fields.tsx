import { getInputProps, getSelectProps, getTextareaProps, useField, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type HTMLAttributes, type ReactNode } from "react";
import { cx } from "~/components/classNames";
import * as styles from "./fields.css";

/*
 * The lead forms' fields, each reading its state from the LeadForm around it (conform's
 * useField): its label, an optional hint, and its error text linked by aria-describedby
 * with aria-invalid set, so a screen reader hears what is wrong where it is wrong.
 */

interface FieldBase {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Marked and announced as required; by default as the form's schema says (conform's constraint). */
  required?: boolean;
  /** Half the row from 576 px, beside another half field. */
  half?: boolean;
}

/**
 * What these fields read of conform's field metadata. conform hands out a Proxy that builds a
 * whole new metadata object on every property read, and a field read about 25 of them (its
 * props, its label, hint and error): 600 objects for a vehicle page's six lead forms, half a
 * millisecond of each render. Each field reads them once into this plain object. Reading the
 * same names during render keeps conform's subscriptions as they were (the form id, the
 * initial value and the errors; `key`, `value`, `valid` and `dirty` are not read).
 */
type FieldState = Pick<
  FieldMetadata<unknown>,
  | "id"
  | "name"
  | "formId"
  | "errorId"
  | "descriptionId"
  | "errors"
  | "initialValue"
  | "required"
  | "minLength"
  | "maxLength"
  | "min"
  | "max"
  | "step"
  | "pattern"
  | "multiple"
  | "accept"
>;

function useFieldState(name: string): FieldState {
  const [field] = useField(name);
  return {
    id: field.id,
    name: field.name,
    formId: field.formId,
    errorId: field.errorId,
    descriptionId: field.descriptionId,
    errors: field.errors,
    initialValue: field.initialValue,
    required: field.required,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
    accept: field.accept,
  };
}

/** conform's prop helpers read only the names above: they take the plain object as they take the Proxy. */
const asMetadata = (field: FieldState) => field as FieldMetadata<unknown>;

/** aria-describedby of a control: its hint, then its error when it has one. */
function describedBy(field: FieldState, hint: ReactNode): string | undefined {
  const ids = [hint ? field.descriptionId : null, field.errors?.length ? field.errorId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A control's accessible state: invalid, described by its hint and error, required as the schema says unless told. */
function controlState(field: FieldState, hint: ReactNode, required: boolean | undefined) {
  return {
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy(field, hint),
    required: required ?? field.required,
  };
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

function Hint({ field, hint, className }: { field: FieldState; hint: ReactNode; className?: string }) {
  return hint ? (
    <p id={field.descriptionId} className={cx(styles.hint, className)}>
      {hint}
    </p>
  ) : null;
}

function FieldError({ field, className }: { field: FieldState; className?: string }) {
  return field.errors?.length ? (
    <p id={field.errorId} className={cx(styles.error, className)}>
      {field.errors.join(" ")}
    </p>
  ) : null;
}

/** A control with its label above, its hint, and its error below. */
function LabelledControl({
  field,
  label,
  hint,
  required,
  half,
  children,
}: Omit<FieldBase, "name"> & { field: FieldState; children: ReactNode }) {
  return (
    <div className={cx(styles.field, half && styles.half)}>
      <Label htmlFor={field.id} required={required ?? field.required}>
        {label}
      </Label>
      <Hint field={field} hint={hint} />
      {children}
      <FieldError field={field} />
    </div>
  );
}

export interface TextFieldProps extends FieldBase {
  type?: "text" | "email" | "tel" | "date" | "time" | "number";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  placeholder?: string;
}

export function TextField({
  name,
  label,
  hint,
  required,
  half,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
}: TextFieldProps) {
  const field = useFieldState(name);
  // The schema's number bounds (a year's 1900 to next year) are the server's check: min and
  // max mean nothing on a text field (HTML), so they go only on a field of another type.
  const { key, min, max, ...input } = getInputProps(asMetadata(field), { type, ariaAttributes: false });
  const bounds = type === "text" ? {} : { min, max };
  return (
    <LabelledControl field={field} label={label} hint={hint} required={required} half={half}>
      <input
        key={key}
        {...input}
        {...bounds}
        {...controlState(field, hint, required)}
        className={styles.control}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </LabelledControl>
  );
}

type SelectOption = { value: string; label: string };

export interface SelectFieldProps extends FieldBase {
  options?: readonly SelectOption[];
  /** Options under headings (an appointment's times by day), after the plain ones. */
  groups?: readonly { label: string; options: readonly SelectOption[] }[];
  /** The empty first option; none when a value is always chosen. */
  placeholder?: string;
}

const optionElements = (options: readonly SelectOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

export function SelectField({ name, label, hint, required, half, options = [], groups = [], placeholder = "Please select" }: SelectFieldProps) {
  const field = useFieldState(name);
  const { key, ...select } = getSelectProps(asMetadata(field), { ariaAttributes: false });
  return (
    <LabelledControl field={field} label={label} hint={hint} required={required} half={half}>
      <select key={key} {...select} {...controlState(field, hint, required)} className={styles.control}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {optionElements(options)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {optionElements(group.options)}
          </optgroup>
        ))}
      </select>
    </LabelledControl>
  );
}

export type CheckboxFieldProps = Omit<FieldBase, "half">;

export function CheckboxField({ name, label, hint, required }: CheckboxFieldProps) {
  const field = useFieldState(name);
  const { key, ...input } = getInputProps(asMetadata(field), { type: "checkbox", ariaAttributes: false });
  return (
    <div className={styles.checkboxField}>
      <input key={key} {...input} {...controlState(field, hint, required)} className={styles.checkbox} />
      <label htmlFor={field.id} className={styles.checkboxLabel}>
        {label}
      </label>
      <Hint field={field} hint={hint} className={styles.checkboxNote} />
      <FieldError field={field} className={styles.checkboxNote} />
    </div>
  );
}

export interface TextareaFieldProps extends Omit<FieldBase, "half"> {
  /** The most characters the schema takes: said under the label, counted as the shopper types. */
  limit?: number;
  placeholder?: string;
}

const count = (value: number) => value.toLocaleString("en-AU");

/**
 * The limit in words; with JavaScript, how much of it is used. Over the limit it says by how
 * much, in the error's colour: the field has no maxlength, so a long paste is kept whole and
 * the shopper chooses what to cut, where maxlength cut it off at the limit without a word.
 */
function LimitText({ limit, used }: { limit: number; used: number | null }) {
  if (used === null) return <>Up to {count(limit)} characters.</>;
  if (used <= limit) return <>{`${count(used)} of ${count(limit)} characters`}</>;
  return <span className={styles.overLimit}>{`${count(used)} of ${count(limit)} characters: ${count(used - limit)} too many`}</span>;
}

export function TextareaField({ name, label, hint, required, limit, placeholder }: TextareaFieldProps) {
  const field = useFieldState(name);
  const { key, ...textarea } = getTextareaProps(asMetadata(field), { ariaAttributes: false });
  // Counted only once the page runs its script: the server's page says the limit alone.
  const [used, setUsed] = useState<number | null>(null);
  useEffect(() => {
    if (limit !== undefined) setUsed(String(field.initialValue ?? "").length);
  }, [limit, field.initialValue]);
  const shownHint =
    limit === undefined ? hint : (
      <>
        {hint ? <>{hint} </> : null}
        <LimitText limit={limit} used={used} />
      </>
    );
  return (
    <LabelledControl field={field} label={label} hint={shownHint} required={required}>
      <textarea
        key={key}
        {...textarea}
        {...controlState(field, shownHint, required)}
        maxLength={undefined}
        onInput={limit === undefined ? undefined : (event) => setUsed(event.currentTarget.value.length)}
        placeholder={placeholder}
        className={styles.textarea}
      />
    </LabelledControl>
  );
}

export interface RadioGroupFieldProps extends Omit<FieldBase, "half"> {
  options: readonly { value: string; label: string }[];
}

/** One choice of a few, all in view (a rating, a department): radios in a fieldset named by its legend. */
export function RadioGroupField({ name, label, hint, required, options }: RadioGroupFieldProps) {
  const [field] = useField<string>(name);
  const isRequired = required ?? field.required;
  return (
    <fieldset key={field.key} className={styles.fieldset} aria-describedby={describedBy(field, hint)}>
      <legend className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <Hint field={field} hint={hint} />
      <div className={styles.radioRow}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.radioOption}>
            <input
              type="radio"
              id={index === 0 ? field.id : undefined}
              name={field.name}
              form={field.formId}
              value={option.value}
              defaultChecked={field.initialValue === option.value}
              required={isRequired}
              className={styles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/** A value the form posts without asking: a default the shopper has no choice about. */
export function HiddenField({ name, value }: { name: string; value: string | number }) {
  return <input type="hidden" name={name} value={value} />;
}

/** The fields of a form laid out on the grid (pairs from 576 px). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
