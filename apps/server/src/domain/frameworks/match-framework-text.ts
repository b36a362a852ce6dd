import { stemmer } from '@orama/stemmers/dutch';
import { stopwords } from '@orama/stopwords/dutch';

/*
 * Text matching for suggested links (docs/frameworks.md "Suggested links", decision 0029): which
 * items of one framework a learning goal's text is closest to, on this server, in Dutch.
 *
 * A text becomes two weighted bags of terms: the Snowball stems of its words (lower case,
 * diacritics folded, Dutch stop words out) and the character 4-grams of those stems, so that a
 * compound meets its parts ("bronnenmateriaal" and "bronnen", "conjunctuurbeleid" and
 * "conjunctuur"). Each bag is weighted TF-IDF, the idf taken from the framework's own items,
 * and compared by cosine; the score is a fixed mix of the two cosines, so it stays in 0..1.
 * An item's text is its title and description; its ancestors' titles (an SLO subdomain and
 * domain, a subject area) count as weaker context.
 */

/** Weight of the words' cosine in the score; the 4-grams' cosine has the rest. */
const WORD_SHARE = 0.5;
/** How much an ancestor's title counts beside the item's own text: the parent, then higher up. */
const PARENT_WEIGHT = 0.5;
const ANCESTOR_WEIGHT = 0.3;
/** A goal's details count half beside its title: they tell more, but also more besides. */
const DETAILS_WEIGHT = 0.5;
const GRAM = 4;

/**
 * Words every curriculum text is full of and that say nothing about what it covers, beside
 * Snowball's Dutch stop words: who learns ("de kandidaat kan", "de leerling leert", "je kunt").
 * Verbs of doing ("uitleggen", "beschrijven") stay: the idf weighs them.
 */
const CURRICULUM_STOP_WORDS = [
  'kandidaat',
  'kandidaten',
  'leerling',
  'leerlingen',
  'student',
  'studenten',
  'deelnemer',
  'cursist',
  'leert',
  'kunt',
  'kun',
  'jij',
  'jouw',
  'jullie',
  'jezelf',
  'eigen',
  'wij',
  'onze',
  'daarbij',
  'hierbij',
  'waarbij',
  'zodat',
];

const STOP_WORDS = new Set([...stopwords, ...CURRICULUM_STOP_WORDS]);

/**
 * Text that went through a Windows-1252 round trip on its way (SLO's files have a few: "risicoâ€™s",
 * "beÃ¯nvloed"), put back before folding, so such a word is still one word.
 */
const MOJIBAKE: [string, string][] = [
  ['â€™', "'"],
  ['â€˜', "'"],
  ['â€œ', '"'],
  ['â€\u009d', '"'],
  ['â€“', '-'],
  ['â€”', '-'],
  ['Ã«', 'ë'],
  ['Ã¯', 'ï'],
  ['Ã©', 'é'],
  ['Ã¨', 'è'],
  ['Ã¶', 'ö'],
  ['Ã¼', 'ü'],
  ['Ã¡', 'á'],
  ['Ãª', 'ê'],
];

function repaired(text: string): string {
  if (!/[ÃÂâ]/.test(text)) return text;
  let result = text;
  for (const [wrong, right] of MOJIBAKE) result = result.split(wrong).join(right);
  return result;
}

/** Lower case, diacritics folded ("Oriënteren" is "orienteren"). */
export function foldText(text: string): string {
  return repaired(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A code-like token ("a1", "b12"): the numbering of SLO's titles, not words anyone writes. */
const CODE_TOKEN = /^[a-z]{1,2}\d+[a-z]?$/;

/** The words of a text that carry meaning: folded, without stop words and numbering. */
export function contentWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (word) =>
        (word.length > 1 || /^\d$/.test(word)) && !STOP_WORDS.has(word) && !CODE_TOKEN.test(word),
    );
}

/** A term and how much it weighs, before idf. */
type TermCounts = Map<string, number>;

/** Bags of one text, words and 4-grams, in the order they are compared. */
type TextTerms = { words: TermCounts; grams: TermCounts };

/**
 * Stems words once per matcher: the items of a framework and an education's goals say the same
 * words over and over.
 */
class Stems {
  private readonly cache = new Map<string, string>();

  of(word: string): string {
    let stem = this.cache.get(word);
    if (stem === undefined) {
      // Digits are not Dutch: "1848" stays "1848".
      stem = /\d/.test(word) ? word : stemmer(word);
      this.cache.set(word, stem);
    }
    return stem;
  }

  /** Adds the text's stems and their 4-grams to the bags, each counted with `weight`. */
  add(terms: TextTerms, text: string, weight: number): void {
    for (const word of contentWords(text)) {
      const stem = this.of(word);
      add(terms.words, stem, weight);
      const padded = ` ${stem} `;
      if (padded.length < GRAM) add(terms.grams, padded, weight);
      for (let i = 0; i + GRAM <= padded.length; i += 1) {
        add(terms.grams, padded.slice(i, i + GRAM), weight);
      }
    }
  }
}

function add(counts: TermCounts, term: string, weight: number): void {
  counts.set(term, (counts.get(term) ?? 0) + weight);
}

const emptyTerms = (): TextTerms => ({ words: new Map(), grams: new Map() });

/** Sublinear term frequency: a word said three times is not three times as telling. */
const tf = (count: number) => (count > 1 ? 1 + Math.log(count) : count);

/** One bag of every candidate item, as an inverted index of unit vectors, and its idf. */
class VectorSpace {
  private readonly idf = new Map<string, number>();
  /** Per term, the items (by their place) holding it and the weight it has in each. */
  private readonly postings = new Map<string, { item: number; weight: number }[]>();
  /** The idf of a term no item holds: the highest, as if one more item held it. */
  private readonly unseenIdf: number;

  constructor(bags: TermCounts[]) {
    const documents = new Map<string, number>();
    for (const bag of bags) for (const term of bag.keys()) add(documents, term, 1);
    for (const [term, count] of documents) {
      this.idf.set(term, Math.log((1 + bags.length) / (1 + count)) + 1);
    }
    this.unseenIdf = Math.log(1 + bags.length) + 1;
    bags.forEach((bag, item) => {
      const vector = this.vectorOf(bag);
      for (const [term, weight] of vector) {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push({ item, weight });
      }
    });
  }

  /** TF-IDF, scaled to length 1 (empty when the text had no words). */
  vectorOf(bag: TermCounts): Map<string, number> {
    const vector = new Map<string, number>();
    let sum = 0;
    for (const [term, count] of bag) {
      const weight = tf(count) * (this.idf.get(term) ?? this.unseenIdf);
      vector.set(term, weight);
      sum += weight * weight;
    }
    const norm = Math.sqrt(sum);
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  }

  /** Adds `share` times the cosine of the text with every item into `scores`. */
  addCosines(bag: TermCounts, share: number, scores: Float64Array): void {
    for (const [term, weight] of this.vectorOf(bag)) {
      const list = this.postings.get(term);
      if (!list) continue;
      for (const posting of list) scores[posting.item]! += share * weight * posting.weight;
    }
  }
}

/** An item of the framework that may be suggested, with its ancestors' titles nearest first. */
export type TMatchItem = {
  id: number;
  title: string;
  description: string;
  ancestorTitles: string[];
};

export type TMatchText = { title: string; details?: string };

export type TItemScore = { id: number; score: number };

/**
 * The items of one framework made ready to be compared with many texts: build once per request,
 * then `closest` for each goal.
 */
export class FrameworkTextMatcher {
  private readonly stems = new Stems();
  private readonly ids: number[];
  private readonly words: VectorSpace;
  private readonly grams: VectorSpace;

  constructor(items: readonly TMatchItem[]) {
    this.ids = items.map((item) => item.id);
    const bags = items.map((item) => {
      const terms = emptyTerms();
      this.stems.add(terms, `${item.title} ${item.description}`, 1);
      item.ancestorTitles.forEach((title, up) =>
        this.stems.add(terms, title, up === 0 ? PARENT_WEIGHT : ANCESTOR_WEIGHT),
      );
      return terms;
    });
    this.words = new VectorSpace(bags.map((bag) => bag.words));
    this.grams = new VectorSpace(bags.map((bag) => bag.grams));
  }

  /** Every item's score for the text, 0..1, by the items' order. */
  scores(text: TMatchText): Float64Array {
    const terms = emptyTerms();
    this.stems.add(terms, text.title, 1);
    if (text.details) this.stems.add(terms, text.details, DETAILS_WEIGHT);
    const scores = new Float64Array(this.ids.length);
    this.words.addCosines(terms.words, WORD_SHARE, scores);
    this.grams.addCosines(terms.grams, 1 - WORD_SHARE, scores);
    return scores;
  }

  /**
   * The `limit` items closest to the text with at least `floor`, best first (ties by the items'
   * order), leaving out `excluded` ids.
   */
  closest(
    text: TMatchText,
    options: { limit: number; floor: number; excluded?: ReadonlySet<number> },
  ): TItemScore[] {
    const scores = this.scores(text);
    const best: TItemScore[] = [];
    scores.forEach((raw, place) => {
      // Rounded as answered (three decimals), so the order is the order the client sees.
      const score = Math.min(1, Math.round(raw * 1000) / 1000);
      const id = this.ids[place]!;
      if (score < options.floor || options.excluded?.has(id)) return;
      if (best.length === options.limit && score <= best[best.length - 1]!.score) return;
      best.push({ id, score });
      best.sort((a, b) => b.score - a.score);
      if (best.length > options.limit) best.pop();
    });
    return best;
  }
}
