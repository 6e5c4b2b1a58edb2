// Tests render the components of any page: the texts a first render ships with (translation.json)
// and those the pages rendered in the browser load (later.json), in one.
import germanLater from './de/later.json';
import germanFirst from './de/translation.json';
import englishLater from './en/later.json';
import englishFirst from './en/translation.json';

type Texts = { [key: string]: string | string[] | Texts };

function deepMerge(first: Texts, later: Texts): Texts {
  const result: Texts = { ...first };
  for (const [key, value] of Object.entries(later)) {
    const mine = result[key];
    result[key] =
      mine && typeof mine === 'object' && !Array.isArray(mine) && !Array.isArray(value) && typeof value === 'object'
        ? deepMerge(mine, value)
        : value;
  }
  return result;
}

/** Both files' texts in one, typed as both (each key is in one file or, a group split between them, its texts in either). */
const merged = <First extends object, Later extends object>(first: First, later: Later) =>
  deepMerge(first as Texts, later as Texts) as First & Later;

export const englishTexts = merged(englishFirst, englishLater);
export const germanTexts = merged(germanFirst, germanLater);
