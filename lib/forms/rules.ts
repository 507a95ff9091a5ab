// Field rules shared by every form and by the API routes that receive them. Lengths are bounded
// so that a stored lead can never grow beyond what a person types.
import * as yup from 'yup';
import { MESSAGES } from './messages';

export const MIN_LENGTH = 3;

/** Formatting a person types into a phone number: spaces, brackets, dashes and dots. */
const PHONE_FORMATTING = /[\s().-]/g;
/** An optional plus, then 10 to 12 digits; anything after a non-digit (an extension) may follow. */
const PHONE = /^\+?\d{10,12}(\D.*)?$/;

export const isPhone = (v: string) => PHONE.test(v.replace(PHONE_FORMATTING, ''));

export const text = (max = 255) =>
  yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .min(MIN_LENGTH, ({ min }: { min: number }) => MESSAGES.minLength(min))
    .max(max, MESSAGES.regex);

export const email = () => yup.string().trim().required(MESSAGES.required).email(MESSAGES.email).max(254, MESSAGES.email);

export const phone = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(40, MESSAGES.regex)
    .test('phone', MESSAGES.regex, (v) => v === undefined || isPhone(v));

export const COMPANY_SIZES = [
  ['< 20', 'до 20'],
  ['20-100', '20-100'],
  ['101-500', '101-500'],
  ['501-2000', '501-2000'],
  ['2000+', 'Более 2000'],
] as const;

export type CompanySize = (typeof COMPANY_SIZES)[number][0];

export const companySize = () =>
  yup
    .string<CompanySize>()
    .required(MESSAGES.required)
    .oneOf(
      COMPANY_SIZES.map(([value]) => value),
      MESSAGES.oneOf,
    );

/**
 * What a ticked box is as form data: yup reads 'true'/'1' and 'false'/'0' itself; a plain HTML
 * checkbox sends 'on'. Flags are read here, by the schema, so a form body needs no per-field code.
 */
const checkboxText = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.toLowerCase() === 'on' ? true : value;

/** The consent checkbox: starts unticked and must be ticked. */
export const agreement = () =>
  yup.boolean().transform(checkboxText).typeError(MESSAGES.required).required(MESSAGES.required).oneOf([true], MESSAGES.required);

/** Login form rules (the form itself comes with a later issue). */
export const password = () => yup.string().required(MESSAGES.required).max(256);
