// A compiled Paraglide message is a wrapper that picks its language's text at run time:
//
//   const x = ((inputs = {}, options = {}) => {
//     const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
//     if (locale === "ta") return ta_x(inputs)
//     return en_x(inputs)
//   });
//
// In a client build of one language (scripts/build.ts) the answer is known, so the wrapper becomes that language's
// function itself (`const x = (en_x);`). The bundler drops the rest, which it cannot do by itself for the wrapper.

const WRAPPER =
  /\(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n((?:\tif \(locale === "[\w-]+"\) return [\w$]+\(inputs\)\n)*)\treturn ([\w$]+)\(inputs\)\n\}\)/g;
const BRANCH = /\tif \(locale === "([\w-]+)"\) return ([\w$]+)\(inputs\)/g;

/** `code` (a compiled message module) with every message's wrapper replaced by `locale`'s function. */
export function singleLocaleMessages(code: string, locale: string): { code: string; replaced: number } {
  let replaced = 0;
  const result = code.replace(WRAPPER, (_wrapper, branches: string, fallback: string) => {
    replaced += 1;
    for (const [, branchLocale, fn] of branches.matchAll(BRANCH))
      if (branchLocale === locale) return `(${fn})`;
    return `(${fallback})`;
  });
  return { code: result, replaced };
}
