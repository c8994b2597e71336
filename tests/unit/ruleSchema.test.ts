import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { ruleSchema } from '../../server/openapi/ruleSchema';
import { validationSchema } from '../../src/shared/validation';
import { coachResource } from '../../src/resources/coach/schema';

describe('yup rules as JSON Schema', () => {
    it('reads types, required keys, lengths, patterns, formats and enums', () => {
        const rules = yup.object({
            name: yup.string().required('Please Enter Name').min(2).max(40),
            code: yup.string().matches(/^[A-Z]{3}$/, 'Three capitals'),
            email: yup.string().email(),
            site: yup.string().url(),
            pin: yup.string().length(4),
            level: yup.string().oneOf(['low', 'high']),
            age: yup.number().integer().min(0).max(120),
            share: yup.number().moreThan(0).lessThan(1),
            agreed: yup.boolean().required(),
            tags: yup.array(yup.string().max(10)).min(1).max(5),
            when: yup.date(),
            note: yup.string().nullable(),
            anything: yup.mixed(),
        });
        expect(ruleSchema(rules)).toEqual({
            type: 'object',
            properties: {
                name: { type: 'string', minLength: 2, maxLength: 40 },
                code: { type: 'string', pattern: '^[A-Z]{3}$' },
                email: { type: 'string', format: 'email' },
                site: { type: 'string', format: 'uri' },
                pin: { type: 'string', minLength: 4, maxLength: 4 },
                level: { type: 'string', enum: ['low', 'high'] },
                age: { type: 'integer', minimum: 0, maximum: 120 },
                share: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
                agreed: { type: 'boolean' },
                tags: { type: 'array', minItems: 1, maxItems: 5, items: { type: 'string', maxLength: 10 } },
                when: { type: 'string', format: 'date-time' },
                note: { type: ['string', 'null'] },
                anything: {},
            },
            required: ['name', 'agreed'],
        });
    });

    it('reads nested objects and a nullable enum', () => {
        const rules = yup.object({
            picked: yup.object({ value: yup.string().required(), label: yup.string() }).nullable().default(undefined),
            size: yup.string().oneOf(['s', 'm']).nullable(),
        });
        expect(ruleSchema(rules).properties).toEqual({
            picked: {
                type: ['object', 'null'],
                properties: { value: { type: 'string' }, label: { type: 'string' } },
                required: ['value'],
            },
            size: { type: ['string', 'null'], enum: ['s', 'm', null] },
        });
    });

    it("reads a declaration's form: a select's choices, a text's minimum, the default caps", () => {
        const schema = ruleSchema(validationSchema(coachResource));
        const fields = schema.properties as Record<string, Record<string, unknown>>;
        expect(fields.first_name).toEqual({ type: 'string', maxLength: 255 });
        expect(fields.signing_up.enum).toEqual(['with TBP', 'through your school', 'independently']);
        // An optional select may be sent empty.
        expect((fields.working_with.enum as unknown[])[0]).toBe('');
        expect(schema.required).toContain('email');
        expect(schema.required).not.toContain('school');
    });
});
