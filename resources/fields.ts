/**
 * A resource's fields: the kinds of value a record holds (text, number, choice, reference, image …),
 * their rules and who may see and change them, and the constructors a resource file declares them
 * with (`text('Title', { max: 200 })`). Read by the generic views, the filters and the reference
 * API's validation alike; kept free of React so that the server can import it.
 */
import type { PersonIdCsvPurpose } from './idCsv';
import { messages } from './messages';
import { EMAIL_ADDRESS, WEB_ADDRESS } from './rules';
import { P, type PermissionList } from './permissions';

interface FieldBase {
    label: string;
    required?: boolean;
    /** Who may see the field at all (absent otherwise, and stripped by the server). */
    access?: PermissionList;
    /** Who may change it; others see it read-only and the server refuses the change. */
    editAccess?: PermissionList;
    /** Set by the system, never by a form. */
    readOnly?: boolean;
    helperText?: string;
    /** Shown in the create form as well as the edit form. */
    onCreate?: boolean;
    /**
     * A value that names one record (ISRC, UPC): never offered for a bulk update, and the API
     * refuses a bulk write that gives one value to several records.
     */
    identifier?: boolean;
    /** The titled section of its tab the field is laid out in ('Identifiers'); ungrouped fields share an untitled one. */
    group?: string;
    /** Columns the field spans in its section's grid: 1, 2, or the whole row ('full'); long text, lists and images default to the row. */
    span?: FieldSpan;
    /** A costly change (voiding a coupon): a save that sets the field to this value asks first (resources/saveQuestions.ts). */
    confirm?: FieldConfirm;
}

/**
 * The question a save asks before it sets a field to `to`: `question` says what happens to which
 * record (`{record}`: its title) and that declining saves nothing; `yes` is the confirming button.
 */
export interface FieldConfirm {
    to: unknown;
    question: string;
    yes: string;
}

export type FieldSpan = 1 | 2 | 'full';

/** The words of a yes/no state: [when true, when false]. */
export type BooleanStates = readonly [string, string];
/** How a yes/no value reads: its states' words, or Yes and No. */
export const booleanText = (value: unknown, states: BooleanStates = ['Yes', 'No']) =>
    value === true || value === 'true' || value === 1 ? states[0] : states[1];

export type Field =
    | (FieldBase & {
          kind: 'text';
          max?: number;
          multiline?: boolean;
          pattern?: RegExp;
          patternMessage?: string;
          /** Live feedback while typing: this when the value matches `pattern`, `patternMessage` when not. */
          validMessage?: string;
          /** The valid form in words, shown under the input at all times (the messages stay short). */
          format?: string;
          /** A credential: masked until revealed, never a list column, changed only by its own action. */
          secret?: boolean;
          /**
           * An identifier kept in one form (ISRC, UPC/EAN, GUID): checked, stored and searched as
           * `canonicalCode` gives it (upper case, no hyphens or spaces), whatever was typed.
           */
          canonical?: boolean;
          /** A longer limit while a boolean of the record is on (a DJ edit's mix name): the rule and the counter. */
          longerWhen?: { field: string; max: number };
      })
    | (FieldBase & { kind: 'number'; min?: number; max?: number; integer?: boolean })
    | (FieldBase & {
          kind: 'boolean';
          /** How a state flag reads (§4 "Indexed or Not indexed"): these words in place of Yes and No. */
          states?: BooleanStates;
      })
    | (FieldBase & { kind: 'date' })
    | (FieldBase & { kind: 'datetime'; utc?: boolean })
    | (FieldBase & {
          kind: 'money';
          /** The choice field holding the amount's currency code (a price override's); USD otherwise. */
          currencyField?: string;
      })
    | (FieldBase & {
          kind: 'choice';
          choices: readonly Choice[];
          /** The ids offered for the record's other values (items shown by slot); empty offers them all. */
          offered?: (values: Record<string, unknown>) => readonly (string | number)[];
      })
    | (FieldBase & {
          kind: 'reference';
          reference: string;
          /** Path of the referenced record's name in the API's record (`label.name`), shown as
           *  text to users who may not list the referenced resource. */
          display?: string;
          /** Options filtered by another field's value: { field, param }; emptied when that field changes. */
          dependsOn?: { field: string; param: string };
          /** In a sub-resource row: options filtered by the parent record's id under this param. */
          parentParam?: string;
          /** Shows a link to the referenced record's editor beside the value (a user's DJ profile). */
          link?: boolean;
      })
    | (FieldBase & {
          kind: 'image';
          minWidth: number;
          minHeight: number;
          square?: boolean;
          exact?: boolean;
          keepRatio?: boolean;
          /** What a refused upload says, naming this kind of image (console and API alike). */
          rejection: string;
      })
    | (FieldBase & {
          kind: 'ids';
          /** At most this many ids. */
          max: number;
          /** Filled from an uploaded person-id CSV (resources/idCsv.ts); the purpose picks the messages. */
          csv: PersonIdCsvPurpose;
          /** The resource the ids are of: each listed id links to its record for those who may see it. */
          linksTo?: string;
      });

export type FieldKind = Field['kind'];
export interface Choice {
    id: string | number;
    name: string;
    /** Offered only to those the list grants (a brand's page types); others may not choose it. */
    access?: PermissionList;
    /** What a partner reads instead of `name` (staff wording a partner would not understand). */
    partnerName?: string;
}

type Allowed = (list?: PermissionList) => boolean;
/** A choice's name for this reader: partners read its partner wording where it has one. */
const nameFor = (c: Choice, allowed: Allowed) => (c.partnerName && allowed(P.PARTNER) ? c.partnerName : c.name);

/** The choices a user is offered, named for them. */
export const choicesFor = (choices: readonly Choice[], allowed: Allowed): Choice[] =>
    choices.filter(c => allowed(c.access)).map(c => ({ ...c, name: nameFor(c, allowed) }));

/** A value's choice name for this reader (the value itself when no choice has it). */
export function choiceName(choices: readonly Choice[], value: unknown, allowed: Allowed): string {
    const choice = choices.find(c => String(c.id) === String(value));
    return choice ? nameFor(choice, allowed) : String(value);
}

/** Whether a user may change a field. */
export function canEditField(field: Field, allowed: (list?: PermissionList) => boolean): boolean {
    return !field.readOnly && allowed(field.access) && allowed(field.editAccess);
}

type Opts<K extends FieldKind> = Omit<Extract<Field, { kind: K }>, 'kind' | 'label'>;
const make =
    <K extends FieldKind>(kind: K) =>
    (label: string, opts: Opts<K> = {} as Opts<K>): Extract<Field, { kind: K }> =>
        ({ kind, label, ...opts }) as Extract<Field, { kind: K }>;

export const text = make('text');
export const number = make('number');
export const boolean = make('boolean');
export const date = make('date');
export const datetime = make('datetime');
export const money = make('money');
export const choice = (label: string, choices: readonly Choice[], opts: Omit<Opts<'choice'>, 'choices'> = {}) =>
    make('choice')(label, { ...opts, choices });
export const reference = (label: string, ref: string, opts: Omit<Opts<'reference'>, 'reference'> = {}) =>
    make('reference')(label, { ...opts, reference: ref });
export const image = make('image');
/** A list of record ids (a coupon's users), read from a CSV upload. */
export const ids = make('ids');
/** An email address, checked as typed and by the reference API. */
export const email = (label: string, opts: Opts<'text'> = {}) =>
    text(label, { max: 255, pattern: EMAIL_ADDRESS, patternMessage: messages.validation.emailInvalid, ...opts });

/** A web address: https only, one rule and one message wherever a record holds a link. */
export const url = (label: string, opts: Opts<'text'> = {}) =>
    text(label, { max: 2048, pattern: WEB_ADDRESS, patternMessage: messages.validation.webAddress, ...opts });

/** The fields whose options depend on `name` (a genre's sub-genre): emptied when it changes. */
export const dependentsOf = (fields: Record<string, Field>, name: string): string[] =>
    Object.keys(fields).filter(key => {
        const f = fields[key];
        return f.kind === 'reference' && f.dependsOn?.field === name;
    });
