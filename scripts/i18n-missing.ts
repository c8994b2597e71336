import { allCatalogues, english as en } from '../src/i18n/allCatalogues';
import { gapsOf } from '../src/i18n/completeness';
import { flatten } from '../src/i18n/catalogue';
import { declaredTexts } from '../src/i18n/declaredTexts';

/**
 * `npm run i18n:missing`: what each language lacks against English, printed
 * as skeletons to paste into src/i18n/locales/{lang}/ (or, for a text or key
 * only one entity shows, its folder's texts.ts) with the English text as the
 * value to translate. Exits 1 when anything is missing.
 */
type Tree = { [key: string]: string | Tree };

const nest = (flat: Record<string, string>): Tree => {
    const tree: Tree = {};
    for (const [path, value] of Object.entries(flat)) {
        const parts = path.split('.');
        let node = tree;
        parts.slice(0, -1).forEach(part => {
            node[part] = (node[part] as Tree | undefined) ?? {};
            node = node[part] as Tree;
        });
        node[parts[parts.length - 1]] = value;
    }
    return tree;
};

const english = flatten(en);
const texts = declaredTexts();
let missing = 0;
for (const [locale, catalogue] of Object.entries(allCatalogues)) {
    const gaps = gapsOf(en, texts, catalogue);
    const count = gaps.missingKeys.length + gaps.missingTexts.length + gaps.placeholderMismatches.length;
    missing += count;
    console.log(
        `\n# ${locale}: ${gaps.missingKeys.length} keys, ${gaps.missingTexts.length} texts missing, ${gaps.placeholderMismatches.length} placeholder mismatches`,
    );
    if (gaps.missingKeys.length) {
        console.log(
            `// src/i18n/locales/${locale}/app.ts (ra.ts for ra.*, an entity's texts.ts messages.${locale} for its keys): merge in`,
        );
        console.log(
            JSON.stringify(nest(Object.fromEntries(gaps.missingKeys.map(key => [key, english[key]]))), null, 4),
        );
    }
    if (gaps.missingTexts.length) {
        console.log(`// src/i18n/locales/${locale}/texts.ts, or ${locale} in the entity folder's texts.ts: add`);
        for (const text of gaps.missingTexts) console.log(`    ${JSON.stringify(text)}: ${JSON.stringify(text)},`);
    }
    if (gaps.placeholderMismatches.length) {
        console.log('// placeholders differ from English in:');
        for (const key of gaps.placeholderMismatches) console.log(`//   ${key}`);
    }
}
console.log(missing ? `\n${missing} translations missing` : '\nEvery language is complete');
process.exitCode = missing ? 1 : 0;
