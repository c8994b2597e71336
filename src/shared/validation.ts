import * as yup from 'yup';
import { ownFields, typeProblem } from './bodyTypes';
import { formFields } from './defineResource';
import { aspectOf, type KindInitial, type KindRule } from './kinds/kind';
import { INITIAL, RULES } from './kinds/rules';
import { emptyValueOf } from './kinds/empty';
import { type ConditionFacts, holds } from './conditions';
import { FACTS_CONTEXT, whileHolds } from './conditionRules';
import { requirement } from './fieldConditions';
import type { FieldDef, ResourceDeclaration } from './types';

/** Required with the field's own message: always, or while its conditions say (`requirement`). */
const requiredRule = <S extends yup.Schema>(field: FieldDef, schema: S, require: (s: S, message: string) => S): S => {
    const message = field.required;
    const need = requirement(field);
    if (!message || need === false) return schema;
    return need === true ? require(schema, message) : whileHolds(schema, need, s => require(s, message));
};

/** The field's kind's own rule (kinds/), made required as the field's conditions say. */
const kindRule = (field: FieldDef, now: () => Date): yup.Schema =>
    aspectOf<KindRule<FieldDef>>(RULES, field)(field, {
        now,
        required: (schema, require) => requiredRule(field, schema, require),
    });

/** Rules for a set of fields, from their kinds (also for a custom page's fields outside any declaration). */
export const fieldsSchema = (fields: Readonly<Record<string, FieldDef>>, now: () => Date = () => new Date()) =>
    yup.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, kindRule(field, now)])));

/**
 * The add/edit form's rules, built from the declaration. The console's forms
 * and the fake API both validate with it, so the messages exist once.
 */
export const validationSchema = (decl: ResourceDeclaration, now: () => Date = () => new Date()) =>
    fieldsSchema(Object.fromEntries(formFields(decl)), now);

const compiled = new WeakMap<ResourceDeclaration, ReturnType<typeof validationSchema>>();

/**
 * The rules as the console's forms and imports use them (today read when a value is checked, not when built):
 * compiled once per declaration, not on each modal's open or each imported row, which would repeat the work.
 */
export const formRules = (decl: ResourceDeclaration): ReturnType<typeof validationSchema> => {
    let rules = compiled.get(decl);
    if (!rules) {
        rules = validationSchema(decl);
        compiled.set(decl, rules);
    }
    return rules;
};

/** The values a new record starts with: declared defaults, `today`/`tomorrow` resolved, switches off. */
export const defaultValues = (decl: ResourceDeclaration, now: () => Date = () => new Date()): Record<string, unknown> =>
    Object.fromEntries(
        formFields(decl)
            .map(([name, field]): [string, unknown] => {
                const initial = aspectOf<KindInitial<FieldDef>>(INITIAL, field);
                return [name, initial ? initial(field, now()) : field.default];
            })
            .filter(([, value]) => value !== undefined),
    );

/** A disabled input sends nothing: access while private is stored empty, whatever was sent. */
const withoutDisabled = (decl: ResourceDeclaration, values: Record<string, unknown>, facts?: ConditionFacts) => {
    const kept = { ...values };
    for (const [name, field] of formFields(decl))
        if (field.disabledWhen && holds(field.disabledWhen, values, facts)) kept[name] = emptyValueOf(field);
    return kept;
};

/** Validates everything at once; resolves to the cleaned values or rejects with the first message. */
export const validateRecord = async (
    decl: ResourceDeclaration,
    values: Record<string, unknown>,
    { now, facts }: { now?: () => Date; facts?: ConditionFacts } = {},
): Promise<Record<string, unknown>> => {
    const schema = validationSchema(decl, now);
    const own = ownFields(schema, values);
    // Fields are named as their form names them ("First Name"), as the length caps are.
    const labels = Object.fromEntries(formFields(decl).map(([name, field]) => [name, field.inputLabel ?? field.label]));
    for (const [name, value] of Object.entries(own)) {
        const problem = typeProblem(schema.fields[name], value, labels[name] ?? name);
        if (problem) throw new yup.ValidationError(problem, value, name);
    }
    // Emptied before the rules too, as the form empties a disabled input: a field it makes required then is.
    const sent = withoutDisabled(decl, own, facts);
    const context = { [FACTS_CONTEXT]: facts };
    const clean = (await schema
        .validate(sent, { abortEarly: false, stripUnknown: true, context })
        .catch((error: unknown) => {
            // The message the form shows first: the first field in the form's order (yup's own first is whichever check settles first).
            if (!yup.ValidationError.isError(error) || error.inner.length === 0) throw error;
            const order = Object.keys(labels);
            const rank = (e: yup.ValidationError) =>
                order.includes(e.path ?? '') ? order.indexOf(e.path ?? '') : order.length;
            throw [...error.inner].sort((a, b) => rank(a) - rank(b))[0];
        })) as Record<string, unknown>;
    return withoutDisabled(decl, clean, facts);
};
