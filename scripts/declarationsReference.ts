import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The declaration language's reference (docs/declarations.md), read from the code with no list of its own: the
 * sections in the order `ResourceDeclaration` names them (src/shared/language/), one table per interface and each
 * type alias as written; the builders one writes with (src/shared/fields.ts, src/shared/endpoints.ts); and for each
 * section the shortest real one an entity folder declares. Pure text in, text out, so a test can say whether the
 * committed file is stale.
 */

const SHARED = fileURLToPath(new URL('../src/shared/', import.meta.url));
const LANGUAGE = `${SHARED}language/`;
const RESOURCES = fileURLToPath(new URL('../src/resources/', import.meta.url));

const parse = (path: string) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

/** A node's JSDoc, its lines joined as written (lists kept). */
const docOf = (node: ts.Node): string => {
    const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
    return docs
        .map(doc => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join('\n')
        .trim()
        .replace(/\r/g, '')
        .replace(/\{@link ([^}]+)\}/g, '`$1`');
};

const cell = (text: string): string => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

const propertyRow = (member: ts.TypeElement, source: ts.SourceFile): string | undefined => {
    if (!ts.isPropertySignature(member) || !member.name) return undefined;
    const name = member.name.getText(source);
    const type = member.type ? member.type.getText(source) : 'unknown';
    const optional = member.questionToken ? 'no' : 'yes';
    return `| \`${name}\` | \`${cell(type)}\` | ${optional} | ${cell(docOf(member))} |`;
};

const interfaceText = (node: ts.InterfaceDeclaration, source: ts.SourceFile): string => {
    const heritage = node.heritageClauses?.map(clause => clause.getText(source)).join(' ') ?? '';
    const lines = [`### ${node.name.text}${heritage ? ` (${heritage})` : ''}`, ''];
    const doc = docOf(node);
    if (doc) lines.push(doc, '');
    const rows = node.members.map(member => propertyRow(member, source)).filter(row => row !== undefined);
    if (rows.length > 0)
        lines.push('| Property | Type | Required | Meaning |', '| --- | --- | --- | --- |', ...rows, '');
    return lines.join('\n');
};

const aliasText = (node: ts.TypeAliasDeclaration, source: ts.SourceFile): string => {
    const lines = [`### ${node.name.text}`, ''];
    const doc = docOf(node);
    if (doc) lines.push(doc, '');
    lines.push('```ts', node.getText(source).replace(/^export /, ''), '```', '');
    return lines.join('\n');
};

const constantText = (node: ts.VariableStatement, source: ts.SourceFile): string => {
    const lines = node.declarationList.declarations.map(d => `### ${d.name.getText(source)}`);
    const doc = docOf(node);
    return [
        ...lines,
        '',
        ...(doc ? [doc, ''] : []),
        '```ts',
        node.getText(source).replace(/^export /, ''),
        '```',
        '',
    ].join('\n');
};

/** The section files in the order the declaration's properties name their types; the others (conditions) after. */
const sectionFiles = (): { file: string; title: string; section?: string }[] => {
    const source = parse(`${LANGUAGE}declaration.ts`);
    const fileOf = new Map<string, string>();
    for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
        const module = (statement.moduleSpecifier as ts.StringLiteral).text;
        if (!module.startsWith('./') || !ts.isNamedImports(statement.importClause.namedBindings)) continue;
        for (const name of statement.importClause.namedBindings.elements)
            fileOf.set(name.name.text, `${module.slice(2)}.ts`);
    }
    const declaration = source.statements.find(ts.isInterfaceDeclaration)!;
    const constraints = new Map(
        declaration.typeParameters?.map(p => [p.name.text, p.constraint?.getText(source) ?? '']),
    );
    const sections = declaration.members.flatMap(member => {
        if (!ts.isPropertySignature(member) || !member.type) return [];
        const type = member.type.getText(source);
        const text = constraints.get(type) ?? type;
        const file = [...fileOf].find(([name]) => new RegExp(`\\b${name}\\b`).test(text))?.[1];
        const section = member.name.getText(source);
        return file ? [{ file, title: section, section }] : [];
    });
    const named = new Set(sections.map(s => s.file));
    const others = readdirSync(LANGUAGE)
        .filter(file => file.endsWith('.ts') && file !== 'declaration.ts' && !named.has(file))
        .sort()
        .map(file => ({ file, title: file[0].toUpperCase() + file.slice(1, -3) }));
    return [{ file: 'declaration.ts', title: 'The declaration' }, ...sections, ...others];
};

/** The entity folders' declarations: each `defineResource({...})` call's object, with its file. */
const declaredObjects = (): { file: string; source: ts.SourceFile; object: ts.ObjectLiteralExpression }[] =>
    readdirSync(RESOURCES, { withFileTypes: true })
        .filter(entry => entry.isDirectory())
        .flatMap(entry => readdirSync(`${RESOURCES}${entry.name}`).map(name => `${entry.name}/${name}`))
        .filter(file => /(^|\/)schema\.ts$/.test(file))
        .sort()
        .flatMap(file => {
            const source = parse(`${RESOURCES}${file}`);
            const found: ts.ObjectLiteralExpression[] = [];
            const visit = (node: ts.Node) => {
                if (
                    ts.isCallExpression(node) &&
                    node.expression.getText(source) === 'defineResource' &&
                    node.arguments[0] &&
                    ts.isObjectLiteralExpression(node.arguments[0])
                )
                    found.push(node.arguments[0]);
                ts.forEachChild(node, visit);
            };
            visit(source);
            return found.map(object => ({ file, source, object }));
        });

/** A node's text with its later lines moved left as far as its first line starts. */
const dedented = (node: ts.Node, source: ts.SourceFile): string => {
    const column = source.getLineAndCharacterOfPosition(node.getStart(source)).character;
    return node.getText(source).replace(new RegExp(`\\n {${column}}`, 'g'), '\n');
};

/** The shortest real example: of a whole declaration, one section, or a condition (a `...When` / `...Unless`). */
const exampleOf = (section: string | undefined, title: string): string => {
    const candidates = declaredObjects().flatMap(({ file, source, object }) => {
        if (title === 'The declaration') return [{ file, text: dedented(object, source) }];
        const texts: string[] = [];
        const visit = (node: ts.Node) => {
            // Written out in place (not made by a helper), so the example shows the section's own shape.
            if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.initializer)) {
                const name = node.name.getText(source);
                const wanted = section ? name === section && node.parent === object : /(When|Unless)$/.test(name);
                if (wanted) texts.push(dedented(node, source));
            }
            ts.forEachChild(node, visit);
        };
        visit(object);
        return texts.map(text => ({ file, text }));
    });
    const shortest = candidates.sort((a, b) => a.text.length - b.text.length)[0];
    if (!shortest) return '';
    return [`Example, from \`src/resources/${shortest.file}\`:`, '', '```ts', shortest.text, '```', ''].join('\n');
};

const sectionText = (file: string, title: string, section?: string): string => {
    const source = parse(`${LANGUAGE}${file}`);
    const parts = [`## ${title}`, '', `From \`src/shared/language/${file}\`.`, '', exampleOf(section, title)];
    for (const statement of source.statements) {
        if (ts.isInterfaceDeclaration(statement)) parts.push(interfaceText(statement, source));
        else if (ts.isTypeAliasDeclaration(statement)) parts.push(aliasText(statement, source));
        else if (ts.isVariableStatement(statement)) parts.push(constantText(statement, source));
    }
    return parts.join('\n');
};

/** The exported builders of a shared module: each one's parameters and what it makes, with its JSDoc. */
const buildersOf = (file: string): string[] => {
    const source = parse(`${SHARED}${file}`);
    return source.statements.filter(ts.isVariableStatement).flatMap(statement => {
        if (!statement.modifiers?.some(m => m.kind === ts.SyntaxKind.ExportKeyword)) return [];
        return statement.declarationList.declarations.flatMap(d => {
            const init = d.initializer;
            const name = d.name.getText(source);
            const signature =
                init && ts.isArrowFunction(init)
                    ? `(${init.parameters.map(p => p.getText(source)).join(', ')})${init.type ? `: ${init.type.getText(source)}` : ''}`
                    : init && ts.isCallExpression(init)
                      ? ` = ${init.getText(source)}`
                      : undefined;
            if (!signature) return [];
            const doc = cell(docOf(statement));
            return [`| \`${name}\` | \`${cell(signature)}\` | ${doc} |`];
        });
    });
};

const buildersText = (): string =>
    [
        '## Builders',
        '',
        'What a declaration is written with: field builders (`src/shared/fields.ts`) and endpoint and list',
        'builders (`src/shared/endpoints.ts`), every one they export.',
        '',
        '| Builder | Parameters | Meaning |',
        '| --- | --- | --- |',
        ...buildersOf('fields.ts'),
        ...buildersOf('endpoints.ts'),
        '',
    ].join('\n');

/** The whole reference, as docs/declarations.md holds it. */
export const declarationsReference = (): string =>
    [
        '# The declaration language',
        '',
        'Generated from the section types in `src/shared/language/`, the builders and the entity folders by',
        '`npm run docs:declarations`; do not edit by hand (a unit test fails when this file is stale). A declaration',
        '(`defineResource` in `src/shared/defineResource.ts`) names its entity, then gives one section per concern;',
        'field options are written with the builders below, and every condition has the one form under "Conditions".',
        '',
        ...sectionFiles().map(({ file, title, section }) => sectionText(file, title, section)),
        buildersText(),
    ]
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()
        .concat('\n');
