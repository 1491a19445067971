/**
 * What a translation of a copy module keeps from its English original (the source, app/content/*.ts):
 * every export, every field, every list and function, with each text a string in its own language.
 * Numbers, flags and addresses keep their types; a translation takes them from the English module
 * rather than typing them again. app/content/translations.test.ts holds each language's modules to
 * their English ones through this type, so a text added in English and missing in Hindi fails
 * the type check, and walks them to find English left untranslated.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
